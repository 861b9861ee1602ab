import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { englishError, type ErrorCode, type ErrorParams } from '@openpresale/shared/i18n';

export type { ErrorCode, ErrorParams };

export interface ApiErrorOptions {
  /** fields added to the answer next to status, message, code and params */
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /**
   * The English words when they are not the catalog's text for the code: zod's own wording of a
   * failed check, which clients have always read, keeps its words while the code gives the meaning.
   */
  message?: string;
}

/**
 * The one error type of the API; onError turns it into `{status:'error', message, code, params, ...extra}`.
 * `code` is a key of the errors catalog (shared/src/i18n/catalogs/errors.en.ts), so a screen can
 * say it in the reader's language; `message` is the English text of that code.
 */
export class ApiError extends Error {
  readonly extra?: Record<string, unknown>;
  readonly headers?: Record<string, string>;

  constructor(
    readonly httpStatus: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    options: ApiErrorOptions = {},
  ) {
    super(options.message ?? englishError(code, params));
    this.name = 'ApiError';
    this.extra = options.extra;
    this.headers = options.headers;
  }

  /** The body of the error answer. */
  toJSON() {
    return { status: 'error' as const, message: this.message, code: this.code, params: this.params, ...this.extra };
  }
}

export const badRequest = (code: ErrorCode, params?: ErrorParams) => new ApiError(400, code, params);
export const unauthorized = (code: ErrorCode = 'auth.notSignedIn', params?: ErrorParams) => new ApiError(401, code, params);
export const forbidden = (code: ErrorCode = 'auth.notAllowed', params?: ErrorParams) => new ApiError(403, code, params);
export const notFound = (code: ErrorCode = 'common.notFound', params?: ErrorParams) => new ApiError(404, code, params);
export const conflict = (code: ErrorCode, params?: ErrorParams, extra?: Record<string, unknown>) =>
  new ApiError(409, code, params, { extra });
