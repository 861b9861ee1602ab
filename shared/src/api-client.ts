// A small fetch wrapper bound to the session. Every call goes to /api/controllers/{path};
// every answer is `{status, ...}`; an error answer becomes an ApiRequestError with the server's
// message, so screens can show it as SPEC §8 asks.

export type AuthKind = 'none' | 'user' | 'admin';

export interface RequestOptions {
  auth?: AuthKind;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  signal?: AbortSignal;
  /** a bearer token to send instead of the session's (the administrator's sign-in step two, a sign-out) */
  token?: string;
}

export class ApiRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    readonly body: Record<string, unknown> | null,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export interface ApiClient {
  get<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<T>;
  post<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<T>;
  put<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<T>;
  patch<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<T>;
  delete<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<T>;
}

export interface ApiClientConfig {
  /** Origin + prefix, default '/api/controllers'. */
  baseUrl?: string;
  getUserToken: () => string | null;
  getAdminToken: () => string | null;
  fetchImpl?: typeof fetch;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = (config.baseUrl ?? '/api/controllers').replace(/\/$/, '');
  const doFetch = config.fetchImpl ?? ((input, init) => fetch(input, init));

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
    }
    const search = params.toString();
    const url = `${baseUrl}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token =
      options.token ?? (options.auth === 'user' ? config.getUserToken() : options.auth === 'admin' ? config.getAdminToken() : null);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiRequestError('Network error', 0, null);
    }
    let payload: Record<string, unknown> | null = null;
    try {
      payload = (await response.json()) as Record<string, unknown>;
    } catch {
      payload = null;
    }
    if (!response.ok || payload?.status !== 'success') {
      const message = typeof payload?.message === 'string' ? payload.message : `Request failed (${response.status})`;
      throw new ApiRequestError(message, response.status, payload);
    }
    return payload as T;
  }

  return {
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
    put: (path, options) => request('PUT', path, options),
    patch: (path, options) => request('PATCH', path, options),
    delete: (path, options) => request('DELETE', path, options),
  };
}
