// What every error answer promises a client (SPEC §7 with codes): a `code` from the errors catalog
// and the `params` its words need, so a page can say it in its own language; and, for a code the
// API words itself, an English `message` that is the catalog's text (after a field prefix, if any).
import { expect } from 'vitest';
import { englishError, errorsEn, isErrorCode, messageArguments, type ErrorParams } from '@openpresale/shared/i18n';

/** Codes of zod's own checks: their `message` keeps zod's wording, not the catalog's. */
const ZOD_WORDED = new Set([
  'validation.invalid',
  'validation.required',
  'validation.invalidType',
  'validation.tooSmall',
  'validation.tooBig',
  'validation.invalidFormat',
]);

export function expectCodedError(body: { code?: unknown; params?: unknown; message?: unknown }, where = ''): void {
  const code = body.code;
  expect({ where, code, known: isErrorCode(code) }).toEqual({ where, code, known: true });
  if (!isErrorCode(code)) return;
  const params = (body.params ?? {}) as ErrorParams;
  expect(typeof params).toBe('object');
  const missing = messageArguments(errorsEn[code]).filter((name) => !(name in params));
  expect({ where, code, missing }).toEqual({ where, code, missing: [] });
  if (!ZOD_WORDED.has(code)) {
    const words = englishError(code, params);
    expect({ where, endsWithCatalogText: String(body.message).endsWith(words) }).toEqual({ where, endsWithCatalogText: true });
  }
}
