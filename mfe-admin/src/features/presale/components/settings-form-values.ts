import type { Locale, TextTranslations } from '@openpresale/shared/i18n';
import type { PublicSettings } from '@openpresale/shared/schemas';

// Conversions between the settings record (SPEC §2) and the form: numbers are edited as text so
// an administrator's '4.50' is sent as typed, and date-times in the browser's local time.

export interface SettingsFormValues {
  tokenName: string;
  contentLocale: Locale;
  tokenSymbol: string;
  totalSupply: string;
  softCap: string;
  hardCap: string;
  stageName: string;
  stageNameI18n: TextTranslations;
  stageAllocation: string;
  stageEnd: string;
  nextStagePrice: string;
  listingDate: string;
  listingPrice: string;
  promotionTitle: string;
  promotionText: string;
  promotionTitleI18n: TextTranslations;
  promotionTextI18n: TextTranslations;
  promotionRulesLink: string;
  documents: { title: string; link: string; titleI18n: TextTranslations }[];
  distributionStatus: PublicSettings['distributionStatus'];
  tokenomics: { label: string; percent: string; labelI18n: TextTranslations }[];
  adminTimeZone: string;
  shareImage: string;
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** ISO instant → value of <input type="datetime-local"> in the browser's zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Value of <input type="datetime-local"> (browser's zone) → ISO instant, or null when empty. */
export function localInputToIso(value: string): string | null {
  if (!value.trim()) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

const num = (v: number | null) => (v === null || v === undefined ? '' : String(v));

export function toFormValues(s: PublicSettings): SettingsFormValues {
  return {
    tokenName: s.tokenName,
    contentLocale: s.contentLocale,
    tokenSymbol: s.tokenSymbol,
    totalSupply: num(s.totalSupply),
    softCap: num(s.softCap),
    hardCap: num(s.hardCap),
    stageName: s.stageName,
    stageNameI18n: { ...s.stageNameI18n },
    stageAllocation: num(s.stageAllocation),
    stageEnd: isoToLocalInput(s.stageEnd),
    nextStagePrice: num(s.nextStagePrice),
    listingDate: isoToLocalInput(s.listingDate),
    listingPrice: num(s.listingPrice),
    promotionTitle: s.promotion?.title ?? '',
    promotionText: s.promotion?.text ?? '',
    promotionRulesLink: s.promotion?.rulesLink ?? '',
    promotionTitleI18n: { ...s.promotion?.titleI18n },
    promotionTextI18n: { ...s.promotion?.textI18n },
    documents: s.documents.map((d) => ({ title: d.title, link: d.link, titleI18n: { ...d.titleI18n } })),
    distributionStatus: s.distributionStatus,
    tokenomics: s.tokenomics.map((t) => ({ label: t.label, percent: String(t.percent), labelI18n: { ...t.labelI18n } })),
    adminTimeZone: s.adminTimeZone,
    shareImage: s.shareImage,
  };
}

/** The PUT settings.php body: every field, so the saved record is exactly what the form shows. */
export function toSettingsBody(v: SettingsFormValues) {
  const text = (s: string | undefined) => (s ?? '').trim();
  // an emptied translation is sent empty: the server leaves it out, so the text as written shows
  const translations = (given: TextTranslations | undefined): TextTranslations =>
    Object.fromEntries(Object.entries(given ?? {}).map(([locale, value]) => [locale, text(value)]));
  const promotion =
    text(v.promotionTitle) || text(v.promotionText)
      ? {
          title: text(v.promotionTitle),
          text: text(v.promotionText),
          rulesLink: text(v.promotionRulesLink),
          titleI18n: translations(v.promotionTitleI18n),
          textI18n: translations(v.promotionTextI18n),
        }
      : null;
  return {
    tokenName: text(v.tokenName),
    contentLocale: v.contentLocale,
    tokenSymbol: text(v.tokenSymbol),
    totalSupply: text(v.totalSupply),
    softCap: text(v.softCap),
    hardCap: text(v.hardCap),
    stageName: text(v.stageName),
    stageNameI18n: translations(v.stageNameI18n),
    stageAllocation: text(v.stageAllocation),
    stageEnd: localInputToIso(v.stageEnd ?? ''),
    nextStagePrice: text(v.nextStagePrice) || null,
    listingDate: localInputToIso(v.listingDate ?? ''),
    listingPrice: text(v.listingPrice) || null,
    promotion,
    documents: (v.documents ?? []).map((d) => ({ title: text(d.title), link: text(d.link), titleI18n: translations(d.titleI18n) })),
    distributionStatus: v.distributionStatus,
    tokenomics: (v.tokenomics ?? []).map((t) => ({ label: text(t.label), percent: text(t.percent), labelI18n: translations(t.labelI18n) })),
    adminTimeZone: text(v.adminTimeZone),
    shareImage: text(v.shareImage),
  };
}
