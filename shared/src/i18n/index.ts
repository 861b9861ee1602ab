// @openpresale/shared/i18n: the parts of i18n that need no React context (languages, the message
// compiler, formatters, the catalog check), for the server and for tests. What reads the host's
// locale (useI18n, defineTranslations' useT, LanguageSwitch) is exported by the package's main
// entry only: that entry is the federation singleton, so every remote reads the same context.
export * from './locales';
export { compileMessage, messageArguments, MessageSyntaxError, type MessageParams, type CompiledMessage } from './message';
export { formatters, type Formatters } from './format';
export { catalogProblems } from './check';
export type { Catalog, Translation, Translate } from './translate';
export { errorsEn } from './catalogs/errors.en';
export * from './catalogs/error-text';
export { localizedText, type TextTranslations } from './issuer-text';
