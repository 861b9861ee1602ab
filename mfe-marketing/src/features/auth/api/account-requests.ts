import type { ApiClient } from '@openpresale/shared';

interface MessageAnswer {
  message?: string;
}

/** 'Forgot password?': the server answers the same whether or not the address has an account. */
export async function askForResetLink(api: ApiClient, email: string): Promise<string> {
  return (await api.post<MessageAnswer>('passwordReset.php', { body: { email } })).message ?? '';
}

export async function setNewPassword(api: ApiClient, token: string, pass: string): Promise<string> {
  return (await api.put<MessageAnswer>('passwordReset.php', { body: { token, pass } })).message ?? '';
}

export interface EmailConfirmation {
  purpose: 'verify' | 'email_change';
  email: string;
  message: string;
}

export async function confirmEmailLink(api: ApiClient, token: string): Promise<EmailConfirmation> {
  return api.post<EmailConfirmation>('emailVerification.php', { body: { token } });
}
