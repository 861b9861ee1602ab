import { DEFAULT_SETTINGS } from '@openpresale/shared/schemas';
import type { vi } from 'vitest';

type GetMock = ReturnType<typeof vi.fn>;
type Answer = unknown | ((query: Record<string, unknown>) => unknown);

/** GET settings.php as the server answers it, with the admin time zone and total raised a test needs. */
export function settingsAnswer({ adminTimeZone = 'UTC+3', raised = 0 } = {}) {
  return {
    status: 'success',
    settings: { ...DEFAULT_SETTINGS, adminTimeZone },
    levels: [],
    presale: { raised, sold: 0, progress: 0 },
  };
}

/**
 * Answers the fake API's GETs by controller: a value, a function of the query, or an Error to
 * throw. A controller without an answer fails the request, so a test sees every call it did not expect.
 */
export function answerGets(get: GetMock, answers: Record<string, Answer>) {
  get.mockImplementation(async (path: string, options: { query?: Record<string, unknown> } = {}) => {
    if (!(path in answers)) throw new Error(`No answer arranged for GET ${path}`);
    const answer = answers[path];
    const value = typeof answer === 'function' ? (answer as (query: Record<string, unknown>) => unknown)(options.query ?? {}) : answer;
    if (value instanceof Error) throw value;
    return value;
  });
}
