// Success answers whose `message` a page shows to people carry a code of the errors catalog and
// its params as well, like error answers, so the page can say them in its own language.
import { englishError, type ErrorCode, type ErrorParams } from '@openpresale/shared/i18n';

/** `{ message, code, params }` for a success answer: the English words and what a page translates. */
export function notice(code: ErrorCode, params: ErrorParams = {}) {
  return { message: englishError(code, params), code, params };
}
