// The words of an error answer from its `code` and `params`, without React: the API writes its
// English `message` with these, and the remotes read a code the same way in the page's language.
import { compileMessage, type CompiledMessage } from '../message';
import { errorsEn } from './errors.en';

export type ErrorCode = keyof typeof errorsEn;
export type ErrorParams = Record<string, string | number>;

export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(errorsEn, code);

/** A field's name inside a message is itself a catalog key ('label.fullName'), so it reads in the message's language. */
export const labelKey = (label: string | number) => `label.${label}`;

/** The params with `label` replaced by the field's name from `lookup` (a catalog in one language). */
export function withLabel(params: ErrorParams | undefined, lookup: (key: string) => string | undefined): ErrorParams {
  if (!params || params.label === undefined) return params ?? {};
  return { ...params, label: lookup(labelKey(params.label)) ?? String(params.label) };
}

const english = new Map<string, CompiledMessage>();

/** The English text of a code: the API's `message`. */
export function englishError(code: ErrorCode, params?: ErrorParams): string {
  let compiled = english.get(code);
  if (!compiled) english.set(code, (compiled = compileMessage(errorsEn[code], 'en')));
  return compiled(withLabel(params, (key) => (isErrorCode(key) ? englishError(key) : undefined)));
}

// A schema's message is a code, with its params after a space as JSON when it has any
// ('validation.required {"label":"email"}'): zod carries only a string per issue, and the same
// schema runs on the server (which answers in codes) and in the browser (which shows the words).

/** A schema message that stands for a code. */
export function codedMessage(code: ErrorCode, params?: ErrorParams): string {
  return params ? `${code} ${JSON.stringify(params)}` : code;
}

/** The code and params of a schema message made by codedMessage, or null for any other text. */
export function readCodedMessage(message: string): { code: ErrorCode; params: ErrorParams } | null {
  const space = message.indexOf(' ');
  const code = space < 0 ? message : message.slice(0, space);
  if (!isErrorCode(code)) return null;
  if (space < 0) return { code, params: {} };
  try {
    const params: unknown = JSON.parse(message.slice(space + 1));
    return params && typeof params === 'object' ? { code, params: params as ErrorParams } : null;
  } catch {
    return null;
  }
}

/** A schema message in English: a coded one written out, any other text as it is. */
export function schemaMessageInEnglish(message: string): string {
  const coded = readCodedMessage(message);
  return coded ? englishError(coded.code, coded.params) : message;
}

/**
 * The params with the API's field name (`field`: 'payout_address', 'tokenomics.0.percent') and
 * zod's name of the expected kind of value (`expected`: 'string') replaced by words from `lookup`:
 * the whole path first, then its last named part; a name the catalog does not know stays as it is.
 * Only the words change: `field` keeps saying where an answer's error belongs (placeServerError reads
 * it from the answer, not from these params), and the API's own English `message` never passes here.
 */
export function withFieldName(params: ErrorParams, lookup: (key: string) => string | undefined): ErrorParams {
  const named: ErrorParams = { ...params };
  if (typeof params.field === 'string' && params.field !== '') {
    const last = params.field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop();
    named.field = lookup(`field.${params.field}`) ?? (last ? lookup(`field.${last}`) : undefined) ?? params.field;
  }
  if (typeof params.expected === 'string') named.expected = lookup(`expected.${params.expected}`) ?? params.expected;
  return named;
}

/** A code in the language of `t` (the errors catalog's translator), its field's name included. */
export function translateError(t: (key: ErrorCode, params?: ErrorParams) => string, code: ErrorCode, params?: ErrorParams): string {
  const lookup = (key: string) => (isErrorCode(key) ? t(key) : undefined);
  return t(code, withFieldName(withLabel(params, lookup), lookup));
}

/** The params of an error answer, keeping only the values a message can show. */
export function readErrorParams(value: unknown): ErrorParams {
  const params: ErrorParams = {};
  if (!value || typeof value !== 'object') return params;
  for (const [key, item] of Object.entries(value)) if (typeof item === 'string' || typeof item === 'number') params[key] = item;
  return params;
}
