import type { RunningServer } from './server';

// Direct calls to the API of a running server, for arranging data a test needs (an admin
// approving an order, a user registered beforehand) without clicking through another screen.
export interface ApiHelper {
  call<T = Record<string, any>>(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<T>;
  /** registers, and (unless `verified: false`) opens the link of the confirmation e-mail as the buyer would */
  register(user: { name: string; email: string; phone?: string; pass: string; verified?: boolean }): Promise<string>;
  adminToken(): Promise<string>;
}

export function createApiHelper(server: RunningServer): ApiHelper {
  let cachedAdminToken: string | null = null;
  async function call<T>(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const response = await fetch(`${server.url}/api/controllers/${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const payload = (await response.json()) as T & { status: string; message?: string };
    if (!response.ok || payload.status !== 'success') {
      throw new Error(`${method} ${path} answered ${response.status}: ${payload.message}`);
    }
    return payload;
  }
  return {
    call,
    async register({ name, email, phone = '+1 555 0100', pass, verified = true }) {
      const answer = await call<{ token: string }>('POST', 'users.php', { body: { type: 'reg', name, email, phone, pass } });
      if (verified) await call('POST', 'emailVerification.php', { body: { token: await linkToken(server, email, 'verify-email') } });
      return answer.token;
    },
    async adminToken() {
      cachedAdminToken ??= (
        await call<{ token: string }>('POST', 'admin.php', {
          body: { login: server.adminLogin, password: server.adminPassword },
        })
      ).token;
      return cachedAdminToken;
    },
  };
}

/** The token of the newest link to `page` in the e-mails `email` received. */
export async function linkToken(server: RunningServer, email: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const link = await emailLink(server, email, page);
  return new URL(link).searchParams.get('token')!;
}

/** The newest link to `page` in the e-mails `email` received (waits for the e-mail to arrive). */
export async function emailLink(server: RunningServer, email: string, page: 'verify-email' | 'reset-password'): Promise<string> {
  const pattern = new RegExp(`${server.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/${page}\\?token=[A-Za-z0-9_-]+`);
  return server.mail.waitFor(() => {
    const found = server.mail
      .to(email)
      .map((m) => pattern.exec(m.text)?.[0])
      .filter(Boolean);
    return found[found.length - 1];
  });
}
