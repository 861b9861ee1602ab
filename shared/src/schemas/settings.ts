import { z } from 'zod';
import { codedMessage as m } from '../i18n/catalogs/error-text';
import { LOCALES, type Locale } from '../i18n/locales';
import type { TextTranslations } from '../i18n/issuer-text';
import {
  MAX_AMOUNT,
  decimalAmount,
  emailSchema,
  isoDateTime,
  linkSchema,
  text,
  textTranslations,
  textTranslationsOut,
  type FieldLabel,
} from './common';

export const DISTRIBUTION_STATUSES = ['not started', 'open', 'finished'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

const emptyToNull = z.literal('').transform(() => null);
const nullableDecimal = (label: FieldLabel) => z.union([emptyToNull, decimalAmount(label), z.null()]).optional();
const nullableDate = z.union([emptyToNull, isoDateTime, z.null()]);

export const promotionSchema = z.object({
  title: z.string().trim().max(120, m('settings.promotionTitleTooLong')),
  text: z.string().trim().max(2000, m('settings.promotionTextTooLong')),
  rulesLink: linkSchema,
  titleI18n: textTranslations('promotionTitle', 120),
  textI18n: textTranslations('promotionText', 2000),
});

export const documentSchema = z.object({
  title: text('documentTitle', 1, 120),
  link: linkSchema.refine((v) => v !== '', m('settings.documentLinkRequired')),
  titleI18n: textTranslations('documentTitle', 120),
});

export const tokenomicsRowSchema = z.object({
  label: text('tokenomicsLabel', 1, 60),
  percent: decimalAmount('tokenomicsPercent', { allowZero: true, max: 100 }),
  labelI18n: textTranslations('tokenomicsLabel', 60),
});

const timeZone = z
  .string()
  .trim()
  .max(64)
  .regex(/^(UTC([+-](0?\d|1[0-4])(:[0-5]\d)?)?|[A-Za-z_]+(\/[A-Za-z0-9_+\-]+)+)$/, m('settings.timeZoneFormat'));

/** The complete public settings record (SPEC §2). */
export const settingsShape = {
  tokenName: text('tokenName', 1, 60),
  /** the language the issuer's texts are written in; their translations are for the other languages */
  contentLocale: z.enum(LOCALES, { error: m('settings.contentLocaleInvalid') }),
  tokenSymbol: z
    .string()
    .trim()
    .min(1, m('settings.tokenSymbolRequired'))
    .max(12, m('settings.tokenSymbolTooLong'))
    .regex(/^[A-Za-z0-9]+$/, m('settings.tokenSymbolCharacters')),
  totalSupply: decimalAmount('totalSupply', { max: 1_000_000_000_000 }),
  softCap: decimalAmount('softCap', { allowZero: true, max: 1_000_000_000_000 }),
  hardCap: decimalAmount('hardCap', { max: 1_000_000_000_000 }),
  stageName: text('stageName', 1, 60),
  stageNameI18n: textTranslations('stageName', 60),
  stageAllocation: decimalAmount('stageAllocation', { allowZero: true, max: MAX_AMOUNT * 1000 }),
  stageEnd: nullableDate,
  nextStagePrice: nullableDecimal('nextStagePrice').transform((v) => v ?? null),
  listingDate: nullableDate,
  listingPrice: nullableDecimal('listingPrice').transform((v) => v ?? null),
  promotion: z.union([promotionSchema, z.null()]).transform((p) => (p && (p.title || p.text) ? p : null)),
  documents: z.array(documentSchema).max(3, m('settings.tooManyDocuments')),
  distributionStatus: z.enum(DISTRIBUTION_STATUSES, { error: m('settings.distributionInvalid') }),
  tokenomics: z
    .array(tokenomicsRowSchema)
    .max(20, m('settings.tooManyTokenomicsRows'))
    .refine((rows) => rows.reduce((s, r) => s + r.percent, 0) <= 100.000001, m('settings.tokenomicsOver100')),
  adminTimeZone: timeZone,
  /** The picture of link previews (Open Graph, Twitter card); '' for none. */
  shareImage: linkSchema,
  /** whether a buyer must confirm their e-mail address before their first order */
  requireVerifiedEmail: z.boolean({ error: m('settings.requireVerifiedEmailBoolean') }),
  /** where the administrators' digest goes ('' for nowhere); not in the public settings answer */
  adminNotifyEmail: z.union([z.literal(''), emailSchema]),
  /** the administrators' digest is sent at most this often */
  adminDigestMinutes: z
    .number({ error: m('settings.digestWholeMinutes') })
    .int(m('settings.digestWholeMinutes'))
    .min(1, m('settings.digestAtLeast'))
    .max(1440, m('settings.digestAtMost')),
  /** how long a buyer has to pay an order on a watched network before it expires */
  paymentWindowMinutes: z
    .number({ error: m('settings.paymentWindowWholeMinutes') })
    .int(m('settings.paymentWindowWholeMinutes'))
    .min(5, m('settings.paymentWindowAtLeast'))
    .max(1440, m('settings.paymentWindowAtMost')),
};

/** Settings only administrators read (GET outbox.php); the public settings answer leaves them out. */
export const PRIVATE_SETTINGS = ['adminNotifyEmail'] as const;

/** Every translation of the issuer's texts but the one into the language they are written in. */
function withoutOwnLanguage<T extends { contentLocale: Locale; stageNameI18n: TextTranslations }>(
  settings: T & {
    promotion: { titleI18n: TextTranslations; textI18n: TextTranslations } | null;
    documents: { titleI18n: TextTranslations }[];
    tokenomics: { labelI18n: TextTranslations }[];
  },
): T {
  const drop = (translations: TextTranslations): TextTranslations => {
    const { [settings.contentLocale]: _own, ...others } = translations;
    return others;
  };
  return {
    ...settings,
    stageNameI18n: drop(settings.stageNameI18n),
    promotion: settings.promotion && {
      ...settings.promotion,
      titleI18n: drop(settings.promotion.titleI18n),
      textI18n: drop(settings.promotion.textI18n),
    },
    documents: settings.documents.map((d) => ({ ...d, titleI18n: drop(d.titleI18n) })),
    tokenomics: settings.tokenomics.map((r) => ({ ...r, labelI18n: drop(r.labelI18n) })),
  };
}

export const settingsSchema = z.object(settingsShape).transform(withoutOwnLanguage);
export type Settings = z.output<typeof settingsSchema>;

/** PUT settings.php: any subset of the settings; unknown keys are refused so typos do not pass silently. */
export const settingsUpdateSchema = z
  .object(settingsShape)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, m('settings.noneGiven'));
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

export const DEFAULT_SETTINGS: Settings = {
  tokenName: 'Demo Token',
  contentLocale: 'en',
  tokenSymbol: 'DEMO',
  totalSupply: 1_000_000_000,
  softCap: 5_000_000,
  hardCap: 20_000_000,
  stageName: 'Stage 1',
  stageNameI18n: { ru: 'Этап 1' },
  stageAllocation: 6_475_000,
  stageEnd: null,
  nextStagePrice: null,
  listingDate: null,
  listingPrice: null,
  promotion: null,
  documents: [],
  distributionStatus: 'not started',
  tokenomics: [
    ['Team & Advisors', 'Команда и советники'],
    ['Marketing', 'Маркетинг'],
    ['Reserve', 'Резерв'],
    ['Development', 'Разработка'],
    ['Public Sale', 'Открытая продажа'],
  ].map(([label, ru]) => ({ label: label!, percent: 10, labelI18n: { ru: ru! } })),
  adminTimeZone: 'UTC+3',
  shareImage: '',
  requireVerifiedEmail: true,
  adminNotifyEmail: '',
  adminDigestMinutes: 15,
  paymentWindowMinutes: 30,
};

export const levelSchema = z.object({
  lvl: z.string(),
  tokens: z.number(),
  bonus: z.number(),
  descr: z.string(),
  lvlI18n: textTranslationsOut,
  descrI18n: textTranslationsOut,
});
export const presaleStatsSchema = z.object({ raised: z.number(), sold: z.number(), progress: z.number() });

export const settingsResponseSchema = z.object({
  status: z.literal('success'),
  settings: z.object({
    tokenName: z.string(),
    // An API from before translations answers without it: its texts are English.
    contentLocale: z.enum(LOCALES).default('en'),
    tokenSymbol: z.string(),
    totalSupply: z.number(),
    softCap: z.number(),
    hardCap: z.number(),
    stageName: z.string(),
    stageNameI18n: textTranslationsOut,
    stageAllocation: z.number(),
    stageEnd: z.string().nullable(),
    nextStagePrice: z.number().nullable(),
    listingDate: z.string().nullable(),
    listingPrice: z.number().nullable(),
    promotion: z
      .object({ title: z.string(), text: z.string(), rulesLink: z.string(), titleI18n: textTranslationsOut, textI18n: textTranslationsOut })
      .nullable(),
    documents: z.array(z.object({ title: z.string(), link: z.string(), titleI18n: textTranslationsOut })),
    distributionStatus: z.enum(DISTRIBUTION_STATUSES),
    tokenomics: z.array(z.object({ label: z.string(), percent: z.number(), labelI18n: textTranslationsOut })),
    adminTimeZone: z.string(),
    // An API from before this setting answers without it.
    shareImage: z.string().default(''),
    requireVerifiedEmail: z.boolean(),
    adminDigestMinutes: z.number(),
    // An API from before this setting answers without it.
    paymentWindowMinutes: z.number().default(30),
  }),
  levels: z.array(levelSchema),
  presale: presaleStatsSchema,
});
export type SettingsResponse = z.output<typeof settingsResponseSchema>;
export type PublicSettings = SettingsResponse['settings'];
