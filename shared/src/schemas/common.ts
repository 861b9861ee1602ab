// Building blocks for request schemas. Every failure carries a code of the errors catalog (with
// its params, see codedMessage), because the server answers a failed schema with 400, that code
// and its English words (SPEC §7), and screens show it in the page's language (§8). A field's
// name is a `label.*` key of the same catalog, so it reads in the message's language too.
import { z } from 'zod';
import { LOCALES, type Locale } from '../i18n/locales';
import { codedMessage as m, type ErrorCode } from '../i18n/catalogs/error-text';
import type { errorsEn } from '../i18n/catalogs/errors.en';
import type { TextTranslations } from '../i18n/issuer-text';

/** A field's name in messages: `label.<key>` in the errors catalog ('fullName' → 'Full name'). */
export type FieldLabel = keyof typeof errorsEn extends infer K ? (K extends `label.${infer L}` ? L : never) : never;

// In a browser the page's Content-Security-Policy forbids eval: zod's faster compiled parsers
// would first probe with new Function() and the browser would report each probe as a violation.
if ('document' in globalThis) z.config({ jitless: true });

/** Largest token or dollar amount accepted anywhere (keeps micro-units far inside safe integers). */
export const MAX_AMOUNT = 1_000_000_000;

const DECIMAL_TEXT = /^\d{1,15}(\.\d{1,18})?$/;

/**
 * A decimal amount given as a JSON number or a plain decimal string ('4.50'). Exponent strings,
 * 'NaN', Infinity, negatives and values above `max` fail. Rounded to 6 decimals by the server.
 */
export function decimalAmount(label: FieldLabel, opts: { min?: number; allowZero?: boolean; max?: number } = {}) {
  const max = opts.max ?? MAX_AMOUNT;
  return (
    z
      .union(
        [
          z.number({ error: m('input.mustBeNumber', { label }) }),
          z.string().trim().regex(DECIMAL_TEXT, m('input.mustBeDecimal', { label })),
        ],
        {
          error: m('input.mustBeNumber', { label }),
        },
      )
      .transform((v) => (typeof v === 'number' ? v : Number(v)))
      .refine((v) => Number.isFinite(v), m('input.mustBeFinite', { label }))
      .refine((v) => (opts.allowZero ? v >= 0 : v > 0), m(opts.allowZero ? 'input.notNegative' : 'input.positive', { label }))
      .refine((v) => v >= (opts.min ?? 0), m('input.atLeast', { label, min: opts.min ?? 0 }))
      // a positive amount that rounds to zero micro-units would be a silent no-op
      .refine(
        (v) => (opts.allowZero && v === 0) || v >= 0.000001,
        m(opts.allowZero ? 'input.zeroOrMicro' : 'input.atLeastMicro', { label }),
      )
      .refine((v) => v <= max, m('input.notOver', { label, max }))
  );
}

// Text people type is stored in one form (NFC: 'é' typed as one or two code points is the same
// name) and refused when it carries what only tricks a reader: control characters, direction
// overrides that make text display in another order than stored, a value of nothing but
// invisible characters, or half of a surrogate pair (not text at all; JSON lets one through).
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE_ONLY = /^[\s\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E]+$/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A problem with a text's characters, as a coded message, or null. */
export function textProblem(label: FieldLabel, value: string): string | null {
  if (LONE_SURROGATE.test(value)) return m('input.invalidCharacter', { label });
  if (CONTROL.test(value)) return m('input.controlCharacters', { label });
  if (DIRECTION_OVERRIDE.test(value)) return m('input.directionOverride', { label });
  if (INVISIBLE_ONLY.test(value)) return m('input.invisibleOnly', { label });
  return null;
}

/** A string checked by `textProblem` and normalised to NFC. */
function cleanString(label: FieldLabel, message: string) {
  return z
    .string({ error: message })
    .superRefine((value, ctx) => {
      const problem = textProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .transform((value) => value.normalize('NFC'));
}

/** Required text, trimmed, NFC, with length bounds and, when given, a pattern it must match. */
export function text(label: FieldLabel, min = 1, max = 200, pattern?: { regex: RegExp; code: ErrorCode }) {
  const bounded = z
    .string()
    .trim()
    .min(min, min <= 1 ? m('input.required', { label }) : m('input.minLength', { label, min }))
    .max(max, m('input.maxLength', { label, max }));
  return cleanString(label, m('input.required', { label })).pipe(pattern ? bounded.regex(pattern.regex, m(pattern.code)) : bounded);
}

/** Optional text: '' and null become null. */
export function optionalText(label: FieldLabel, max = 200) {
  return z
    .union(
      [
        cleanString(label, m('input.mustBeText', { label })).pipe(z.string().trim().max(max, m('input.maxLength', { label, max }))),
        z.null(),
      ],
      {
        error: m('input.mustBeText', { label }),
      },
    )
    .optional()
    .transform((v) => (v == null || v === '' ? null : v));
}

/**
 * An issuer text's translations, `{ ru: '…' }`, each checked like the text itself; an empty one is
 * left out, so the page shows the text as written.
 */
export function textTranslations(label: FieldLabel, max: number) {
  const translation = z
    .string({ error: m('input.mustBeText', { label }) })
    .trim()
    .max(max, m('input.maxLength', { label, max }))
    .superRefine((value, ctx) => {
      const problem = textProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value.normalize('NFC'))
    .optional();
  return z
    .object({ en: translation, ru: translation } satisfies Record<Locale, unknown>)
    .strict()
    .optional()
    .transform((given) => {
      const kept: TextTranslations = {};
      for (const locale of LOCALES) if (given?.[locale]) kept[locale] = given[locale];
      return kept;
    });
}

/** Translations as an answer carries them (an API from before translations answers without). */
export const textTranslationsOut = z.partialRecord(z.enum(LOCALES), z.string()).optional();

export const emailSchema = z
  .string({ error: m('email.required') })
  .trim()
  .min(1, m('email.required'))
  .max(254, m('email.tooLong'))
  .pipe(z.email(m('email.invalid')))
  .transform((v) => v.toLowerCase());

export const userPasswordSchema = z
  .string({ error: m('password.required') })
  .min(6, m('password.tooShort'))
  .max(200, m('password.tooLong'));

/** A link an issuer configures: http(s) URL or a site path. Never javascript: and friends. */
export const linkSchema = z
  .string({ error: m('link.mustBeText') })
  .trim()
  .max(500, m('link.tooLong'))
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s]*$/.test(v), m('link.badStart'))
  // '//host' and '/\host' are links to another site that look like paths of this one
  .refine((v) => !/^\/[/\\]/.test(v), m('link.otherSite'));

/** Positive integer in a query string or body. */
export function intParam(label: FieldLabel, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, m('input.wholeNumber', { label })),
      ],
      { error: m('input.wholeNumber', { label }) },
    )
    .transform((v) => Number(v))
    .refine((v) => Number.isInteger(v), m('input.wholeNumber', { label }))
    .refine((v) => v >= min && v <= max, m('input.between', { label, min, max }));
}

export const idParam = intParam('id', 1, 2_147_483_647);

export const currencyCode = z
  .string({ error: m('currency.required') })
  .trim()
  .min(2, m('currency.tooShort'))
  .max(12, m('currency.tooLong'))
  .regex(/^[A-Za-z0-9]+$/, m('currency.characters'))
  .transform((v) => v.toUpperCase());

export const walletAddress = z
  .string({ error: m('address.required') })
  .trim()
  .min(5, m('address.tooShort'))
  .max(200, m('address.tooLong'))
  .regex(/^[A-Za-z0-9:._\-]+$/, m('address.characters'));

export const isoDateTime = z
  .string({ error: m('date.mustBeText') })
  .trim()
  .max(40, m('date.tooLong'))
  .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), m('date.invalid'))
  .transform((v) => new Date(v).toISOString());

export const successEnvelope = z.object({ status: z.literal('success') });
export const errorEnvelope = z.object({
  status: z.literal('error'),
  message: z.string(),
  /** a key of the errors catalog, and the values its words need */
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
