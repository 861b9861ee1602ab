import type { PublicSettings } from '@openpresale/shared/schemas';

// Conversions between the settings record (SPEC §2) and the form: numbers are edited as text so
// an administrator's '4.50' is sent as typed, and date-times in the browser's local time.

export interface SettingsFormValues {
  tokenName: string;
  tokenSymbol: string;
  totalSupply: string;
  softCap: string;
  hardCap: string;
  stageName: string;
  stageAllocation: string;
  stageEnd: string;
  nextStagePrice: string;
  listingDate: string;
  listingPrice: string;
  promotionTitle: string;
  promotionText: string;
  promotionRulesLink: string;
  documents: { title: string; link: string }[];
  distributionStatus: PublicSettings['distributionStatus'];
  tokenomics: { label: string; percent: string }[];
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
    tokenSymbol: s.tokenSymbol,
    totalSupply: num(s.totalSupply),
    softCap: num(s.softCap),
    hardCap: num(s.hardCap),
    stageName: s.stageName,
    stageAllocation: num(s.stageAllocation),
    stageEnd: isoToLocalInput(s.stageEnd),
    nextStagePrice: num(s.nextStagePrice),
    listingDate: isoToLocalInput(s.listingDate),
    listingPrice: num(s.listingPrice),
    promotionTitle: s.promotion?.title ?? '',
    promotionText: s.promotion?.text ?? '',
    promotionRulesLink: s.promotion?.rulesLink ?? '',
    documents: s.documents.map((d) => ({ ...d })),
    distributionStatus: s.distributionStatus,
    tokenomics: s.tokenomics.map((t) => ({ label: t.label, percent: String(t.percent) })),
    adminTimeZone: s.adminTimeZone,
    shareImage: s.shareImage,
  };
}

/** The PUT settings.php body: every field, so the saved record is exactly what the form shows. */
export function toSettingsBody(v: SettingsFormValues) {
  const text = (s: string | undefined) => (s ?? '').trim();
  const promotion =
    text(v.promotionTitle) || text(v.promotionText)
      ? { title: text(v.promotionTitle), text: text(v.promotionText), rulesLink: text(v.promotionRulesLink) }
      : null;
  return {
    tokenName: text(v.tokenName),
    tokenSymbol: text(v.tokenSymbol),
    totalSupply: text(v.totalSupply),
    softCap: text(v.softCap),
    hardCap: text(v.hardCap),
    stageName: text(v.stageName),
    stageAllocation: text(v.stageAllocation),
    stageEnd: localInputToIso(v.stageEnd ?? ''),
    nextStagePrice: text(v.nextStagePrice) || null,
    listingDate: localInputToIso(v.listingDate ?? ''),
    listingPrice: text(v.listingPrice) || null,
    promotion,
    documents: (v.documents ?? []).map((d) => ({ title: text(d.title), link: text(d.link) })),
    distributionStatus: v.distributionStatus,
    tokenomics: (v.tokenomics ?? []).map((t) => ({ label: text(t.label), percent: text(t.percent) })),
    adminTimeZone: text(v.adminTimeZone),
    shareImage: text(v.shareImage),
  };
}
