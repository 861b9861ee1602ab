// Form errors in the words of the form: each message sits next to the field it is about, and
// never shows the API's field names ('payout_address: …'). Used by every remote's forms. Given the
// errors catalog's translator (errorTranslations.useT() from '@openpresale/shared'), a coded
// message is shown in the page's language; without one, in English as always.
import {
  englishError,
  isErrorCode,
  readCodedMessage,
  readErrorParams,
  translateError,
  type ErrorCode,
  type ErrorParams,
} from './i18n/catalogs/error-text';

/** The errors catalog's translator: `errorTranslations.useT()`. */
export type ErrorTranslate = (code: ErrorCode, params?: ErrorParams) => string;

/** How a form names one of its fields, and how the API and its messages name it. */
export interface FormField {
  /** The label the person sees, e.g. 'Payout wallet address'. */
  label: string;
  /** The names the API and its schemas use for this field, e.g. ['payout_address']. */
  keys: readonly string[];
  /** Words that, found in a message without a field name, mean this field (e.g. 'email'). */
  words?: readonly string[];
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export interface PlacedErrors<K extends string> {
  fields: FieldErrors<K>;
  /** Messages about no field in particular, shown next to the submit button. */
  form: string | null;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function fieldOfKey<K extends string>(key: string, fields: Record<K, FormField>): K | null {
  for (const name of Object.keys(fields) as K[]) if (fields[name].keys.includes(key)) return name;
  return null;
}

/** A schema's message in words: a coded one in the language of `t` (English without it), other text as it is. */
function issueText(message: string, t?: ErrorTranslate): string {
  const coded = readCodedMessage(message);
  if (!coded) return message;
  return t ? translateError(t, coded.code, coded.params) : englishError(coded.code, coded.params);
}

/** The first message of each field from a schema's issues (zod's `error.issues`), in the language of `t` when given. */
export function placeIssues<K extends string>(issues: readonly Issue[], fields: Record<K, FormField>, t?: ErrorTranslate): PlacedErrors<K> {
  const placed: FieldErrors<K> = {};
  let form: string | null = null;
  for (const issue of issues) {
    const key = issue.path[0];
    const field = typeof key === 'string' ? fieldOfKey(key, fields) : null;
    const text = issueText(issue.message, t);
    if (field) placed[field] ??= withLabels(text, fields);
    else form ??= withLabels(text, fields);
  }
  return { fields: placed, form };
}

/** What forms read of a failed request (ApiRequestError's shape; read by shape, so any copy of the client fits). */
interface FailedRequest {
  isNetworkError?: boolean;
  body?: Record<string, unknown> | null;
}

const isFailedRequest = (error: unknown): error is FailedRequest =>
  typeof error === 'object' && error !== null && 'body' in error && 'isNetworkError' in error;

/**
 * Places an error answer in the page's language: its `code` read from the errors catalog, at the
 * field its `params.field` names (else with the form). An answer without a known code is placed
 * by its English message as placeServerMessage does; no answer at all is the network failure.
 */
export function placeServerError<K extends string>(error: unknown, fields: Record<K, FormField>, t: ErrorTranslate): PlacedErrors<K> {
  if (!isFailedRequest(error)) return { fields: {}, form: t('failed') };
  if (error.isNetworkError) return { fields: {}, form: t('network') };
  const code = error.body?.code;
  if (isErrorCode(code)) {
    const params = readErrorParams(error.body?.params);
    const text = translateError(t, code, params);
    const key = typeof params.field === 'string' ? params.field.split('.')[0]! : null;
    const field = key ? fieldOfKey(key, fields) : null;
    return field ? { fields: { [field]: text } as FieldErrors<K>, form: null } : { fields: {}, form: text };
  }
  const message = error.body?.message;
  return typeof message === 'string' && message.trim() ? placeServerMessage(message, fields) : { fields: {}, form: t('failed') };
}

/**
 * Places one message from the server: '<key>: <message>' and '<key> is required.' go to that
 * field; a message naming a field by one of its words ('This email is already registered.') goes
 * to that field; anything else stays with the form. API names left in a message become labels.
 */
export function placeServerMessage<K extends string>(message: string, fields: Record<K, FormField>): PlacedErrors<K> {
  const prefixed = /^([A-Za-z_][\w.]*):\s*(.+)$/s.exec(message);
  if (prefixed) {
    const field = fieldOfKey(prefixed[1]!.split('.')[0]!, fields);
    if (field) return { fields: { [field]: withLabels(capitalize(prefixed[2]!), fields) } as FieldErrors<K>, form: null };
  }
  const leading = /^([A-Za-z_]\w*)\s/.exec(message);
  const leadingField = leading ? fieldOfKey(leading[1]!, fields) : null;
  if (leadingField) return { fields: { [leadingField]: withLabels(message, fields) } as FieldErrors<K>, form: null };
  const lower = message.toLowerCase();
  for (const name of Object.keys(fields) as K[]) {
    if (fields[name].words?.some((word) => new RegExp(`\\b${escape(word.toLowerCase())}\\b`).test(lower))) {
      return { fields: { [name]: withLabels(message, fields) } as FieldErrors<K>, form: null };
    }
  }
  return { fields: {}, form: withLabels(message, fields) };
}

/** Replaces API names such as 'payout_address' in a message with the field's label. */
function withLabels<K extends string>(message: string, fields: Record<K, FormField>): string {
  let text = message;
  for (const name of Object.keys(fields) as K[]) {
    for (const key of fields[name].keys) {
      // Plain words ('email', 'name') read as English already; code names do not.
      if (!/[_.A-Z]/.test(key)) continue;
      text = text.replace(new RegExp(`\\b${escape(key)}\\b`, 'g'), (_match, offset: number) =>
        offset === 0 ? fields[name].label : fields[name].label.toLowerCase(),
      );
    }
  }
  return text;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
