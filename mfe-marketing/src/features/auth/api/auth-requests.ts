import { ApiRequestError, errorMessage, type ApiClient } from '@openpresale/shared';

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
}

export async function register(api: ApiClient, registration: Registration): Promise<string> {
  const answer = await api.post<RegisterAnswer>('users.php', { body: { type: 'reg', ...registration } });
  if (!answer.token) throw new MissingFieldsError();
  return answer.token;
}

const MESSAGES = {
  login: { failed: 'Login failed.', network: 'An error occurred during login.' },
  register: { failed: 'Registration failed.', network: 'An error occurred during registration.' },
  reset: { failed: 'The password could not be changed.', network: 'The server could not be reached. Please try again.' },
  verify: { failed: 'The address could not be confirmed.', network: 'The server could not be reached. Please reload the page.' },
} as const;

/**
 * SPEC §8: the server's own message when it sent one; the generic failure text when it answered
 * without one; the network text when the request never got an answer.
 */
export function authErrorMessage(error: unknown, kind: keyof typeof MESSAGES): string {
  const texts = MESSAGES[kind];
  if (error instanceof MissingFieldsError) return texts.failed;
  if (!(error instanceof ApiRequestError)) return texts.network;
  return errorMessage(error, texts);
}
