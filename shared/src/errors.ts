import { useCallback } from 'react';
import { ApiRequestError } from './api-client';
import { errorsEn } from './i18n/catalogs/errors.en';
import { isErrorCode, readErrorParams, translateError } from './i18n/catalogs/error-text';
import { defineTranslations } from './i18n/translate';

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

/** The API's error codes and the network failure in every language. */
export const errorTranslations = defineTranslations(errorsEn, { ru: () => import('./i18n/catalogs/errors.ru') });

/**
 * errorMessage() in the page's language: an error answer's `code` (with its `params`) is read from
 * the errors catalog; an answer without a known code falls back to the server's English message.
 */
export function useErrorMessage(): (error: unknown, texts?: FailureTexts) => string {
  const t = errorTranslations.useT();
  return useCallback(
    (error: unknown, texts: FailureTexts = {}) => {
      const network = texts.network ?? t('network');
      if (error instanceof ApiRequestError && !error.isNetworkError) {
        const code = error.body?.code;
        if (isErrorCode(code)) return translateError(t, code, readErrorParams(error.body?.params));
      }
      return errorMessage(error, { ...texts, network });
    },
    [t],
  );
}

/**
 * The words of a success answer a page shows (profile updated, a release registered): its `code`
 * in the page's language when it has a known one, else its English `message`.
 */
export function useAnswerMessage(): (answer: { message?: unknown; code?: unknown; params?: unknown } | null | undefined) => string {
  const t = errorTranslations.useT();
  return useCallback(
    (answer) => {
      if (answer && isErrorCode(answer.code)) return translateError(t, answer.code, readErrorParams(answer.params));
      return typeof answer?.message === 'string' ? answer.message : '';
    },
    [t],
  );
}
