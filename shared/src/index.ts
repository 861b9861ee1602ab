// The browser-side entry of @openpresale/shared, shared as a federation singleton.
export * from './host/contract';
export { HostProvider, TOAST_DURATION_MS, type HostProviderProps } from './host/host-provider';
export { SIDEBAR_COOKIE, readSidebarCookie } from './host/sidebar-cookie';
export { createApiClient, ApiRequestError, type ApiClient, type RequestOptions, type AuthKind } from './api-client';
export { remoteNames, type RemoteName, type RemotesConfig } from './federation';
export { RISK_NOTICE } from './texts';
