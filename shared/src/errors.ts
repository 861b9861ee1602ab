import { ApiRequestError } from './api-client';

/** Said when a request never got an answer, unless a screen has its own words for it. */
export const NETWORK_FAILURE = 'The server could not be reached. Check your connection and try again.';

export interface FailureTexts {
  /** The request never reached the server (offline, server down). */
  network?: string;
  /** The server answered with an error but no message of its own. */
  failed?: string;
}

/** The message the server sent with its error answer, if it sent one. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = error.body?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * What a person reads about a failed request, in every remote: the server's own message when it
 * sent one, else the screen's words for an answer without one or for no answer at all.
 */
export function errorMessage(error: unknown, texts: FailureTexts = {}): string {
  const network = texts.network ?? NETWORK_FAILURE;
  if (error instanceof ApiRequestError) {
    if (error.isNetworkError) return network;
    return serverMessage(error) ?? texts.failed ?? error.message;
  }
  // An answer that failed its schema, or a bug: its message is still better than nothing.
  if (error instanceof Error && error.message) return texts.failed ?? error.message;
  return texts.failed ?? network;
}
