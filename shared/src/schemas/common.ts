// Building blocks for request schemas. Every failure carries a readable message, because the
// server answers a failed schema with 400 and that message (SPEC §7), and screens show it (§8).
import { z } from 'zod';

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
export function decimalAmount(label: string, opts: { min?: number; allowZero?: boolean; max?: number } = {}) {
  const max = opts.max ?? MAX_AMOUNT;
  return (
    z
      .union(
        [z.number({ error: `${label} must be a number.` }), z.string().trim().regex(DECIMAL_TEXT, `${label} must be a decimal number.`)],
        {
          error: `${label} must be a number.`,
        },
      )
      .transform((v) => (typeof v === 'number' ? v : Number(v)))
      .refine((v) => Number.isFinite(v), `${label} must be a finite number.`)
      .refine(
        (v) => (opts.allowZero ? v >= 0 : v > 0),
        opts.allowZero ? `${label} must not be negative.` : `${label} must be a positive number.`,
      )
      .refine((v) => v >= (opts.min ?? 0), `${label} must be at least ${opts.min ?? 0}.`)
      // a positive amount that rounds to zero micro-units would be a silent no-op
      .refine(
        (v) => (opts.allowZero && v === 0) || v >= 0.000001,
        opts.allowZero ? `${label} must be 0 or at least 0.000001.` : `${label} must be at least 0.000001.`,
      )
      .refine((v) => v <= max, `${label} must not exceed ${max}.`)
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

/** A problem with a text's characters, in words, or null. */
export function textProblem(label: string, value: string): string | null {
  if (LONE_SURROGATE.test(value)) return `${label} contains an invalid character.`;
  if (CONTROL.test(value)) return `${label} must not contain control characters.`;
  if (DIRECTION_OVERRIDE.test(value)) return `${label} must not contain text-direction override characters.`;
  if (INVISIBLE_ONLY.test(value)) return `${label} must contain visible characters.`;
  return null;
}

/** A string checked by `textProblem` and normalised to NFC. */
function cleanString(label: string, message: string) {
  return z
    .string({ error: message })
    .superRefine((value, ctx) => {
      const problem = textProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
    })
    .transform((value) => value.normalize('NFC'));
}

/** Required text, trimmed, NFC, with length bounds and, when given, a pattern it must match. */
export function text(label: string, min = 1, max = 200, pattern?: { regex: RegExp; message: string }) {
  const bounded = z
    .string()
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
  return cleanString(label, `${label} is required.`).pipe(pattern ? bounded.regex(pattern.regex, pattern.message) : bounded);
}

/** Optional text: '' and null become null. */
export function optionalText(label: string, max = 200) {
  return z
    .union(
      [
        cleanString(label, `${label} must be text.`).pipe(z.string().trim().max(max, `${label} must be at most ${max} characters.`)),
        z.null(),
      ],
      {
        error: `${label} must be text.`,
      },
    )
    .optional()
    .transform((v) => (v == null || v === '' ? null : v));
}

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .pipe(z.email('Email address is not valid.'))
  .transform((v) => v.toLowerCase());

export const userPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(6, 'Password must be at least 6 characters.')
  .max(200, 'Password must be at most 200 characters.');

/** A link an issuer configures: http(s) URL or a site path. Never javascript: and friends. */
export const linkSchema = z
  .string({ error: 'Link must be text.' })
  .trim()
  .max(500, 'Link must be at most 500 characters.')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/[^\s]*$/.test(v), 'Link must start with http://, https:// or /.')
  // '//host' and '/\host' are links to another site that look like paths of this one
  .refine((v) => !/^\/[/\\]/.test(v), 'Link must be a path of this site (one /) or a full http:// or https:// address.');

/** Positive integer in a query string or body. */
export function intParam(label: string, min: number, max: number) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, `${label} must be a whole number.`),
      ],
      { error: `${label} must be a whole number.` },
    )
    .transform((v) => Number(v))
    .refine((v) => Number.isInteger(v), `${label} must be a whole number.`)
    .refine((v) => v >= min && v <= max, `${label} must be between ${min} and ${max}.`);
}

export const idParam = intParam('id', 1, 2_147_483_647);

export const currencyCode = z
  .string({ error: 'Currency is required.' })
  .trim()
  .min(2, 'Currency must be at least 2 characters.')
  .max(12, 'Currency must be at most 12 characters.')
  .regex(/^[A-Za-z0-9]+$/, 'Currency may contain only letters and digits.')
  .transform((v) => v.toUpperCase());

export const walletAddress = z
  .string({ error: 'Address is required.' })
  .trim()
  .min(5, 'Address must be at least 5 characters.')
  .max(200, 'Address must be at most 200 characters.')
  .regex(/^[A-Za-z0-9:._\-]+$/, 'Address may contain only letters, digits and : . _ -');

export const isoDateTime = z
  .string({ error: 'Date must be text.' })
  .trim()
  .max(40, 'Date is too long.')
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    'Date must be an ISO date or date-time.',
  )
  .transform((v) => new Date(v).toISOString());

export const successEnvelope = z.object({ status: z.literal('success') });
export const errorEnvelope = z.object({ status: z.literal('error'), message: z.string() });
