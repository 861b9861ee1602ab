import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type of the API; onError turns it into `{status:'error', message, ...extra}`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: ContentfulStatusCode,
    message: string,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string) => new ApiError(400, message);
export const unauthorized = (message = 'Not signed in or the session has expired.') => new ApiError(401, message);
export const forbidden = (message = 'Not allowed.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new ApiError(409, message, extra);
