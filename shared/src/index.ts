// The browser-side entry of @openpresale/shared, shared as a federation singleton.
export * from './host/contract';
export { HostProvider, TOAST_DURATION_MS, type HostProviderProps } from './host/host-provider';
export { SIDEBAR_COOKIE, readSidebarCookie } from './host/sidebar-cookie';
export { createApiClient, ApiRequestError, type ApiClient, type RequestOptions, type AuthKind } from './api-client';
export { remoteNames, type RemoteEntry, type RemoteName, type RemotesConfig } from './federation';
export { RISK_NOTICE } from './texts';
export { usePageTitle } from './host/use-page-title';
export { NotFound, type NotFoundProps } from './ui/not-found';
export {
  errorMessage,
  serverMessage,
  useErrorMessage,
  useAnswerMessage,
  errorTranslations,
  NETWORK_FAILURE,
  type FailureTexts,
} from './errors';
export * from './i18n/locales';
export { formatters, type Formatters } from './i18n/format';
export { createTranslator, defineTranslations, type Catalog, type Translation, type Translate, type Translations } from './i18n/translate';
export { useI18n, useLocalized } from './i18n/use-i18n';
export { localizedText, type TextTranslations } from './i18n/issuer-text';
export { LanguageSwitch } from './i18n/language-switch';
export type { MessageParams } from './i18n/message';
export { commonTranslations } from './i18n/common';
export { nameNetwork, useNetworkLabel } from './i18n/network-label';
