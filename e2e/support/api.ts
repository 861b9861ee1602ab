import type { RunningServer } from './server';

// Direct calls to the API of a running server, for arranging data a test needs (an admin
// approving an order, a user registered beforehand) without clicking through another screen.
export interface ApiHelper {
  call<T = Record<string, any>>(method: string, path: string, options?: { body?: unknown; token?: string }): Promise<T>;
  register(user: { name: string; email: string; phone?: string; pass: string }): Promise<string>;
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
    async register({ name, email, phone = '+1 555 0100', pass }) {
      const answer = await call<{ token: string }>('POST', 'users.php', { body: { type: 'reg', name, email, phone, pass } });
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
