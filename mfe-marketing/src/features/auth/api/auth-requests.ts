import type { ApiClient, Locale } from '@openpresale/shared';

interface LoginAnswer {
  user?: { token?: string; email?: string };
}

interface RegisterAnswer {
  token?: string;
}

/** A success answer without the fields the session needs counts as a failed attempt. */
class MissingFieldsError extends Error {}

export async function logIn(api: ApiClient, email: string, pass: string): Promise<{ token: string; email: string }> {
  const answer = await api.post<LoginAnswer>('users.php', { body: { type: 'login', email, pass } });
  const token = answer.user?.token;
  if (!token) throw new MissingFieldsError();
  return { token, email: answer.user?.email ?? email };
}

export interface Registration {
  name: string;
  email: string;
  phone: string;
  pass: string;
  /** The page's language: the buyer's e-mails (the first one is the address confirmation) are in it. */
  locale: Locale;
}

export async function register(api: ApiClient, registration: Registration): Promise<string> {
  const answer = await api.post<RegisterAnswer>('users.php', { body: { type: 'reg', ...registration } });
  if (!answer.token) throw new MissingFieldsError();
  return answer.token;
}

/** The failed attempt's kind; each has its own words for a refusal and for no answer at all. */
export type AuthAttempt = 'login' | 'register' | 'reset' | 'verify';

/** A success answer without the fields a session needs: the attempt failed, with no message of the server's. */
export function isMissingFields(error: unknown): boolean {
  return error instanceof MissingFieldsError;
}
