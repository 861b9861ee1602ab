export * from './locales';
export { compileMessage, messageArguments, MessageSyntaxError, type MessageParams, type CompiledMessage } from './message';
export { formatters, type Formatters } from './format';
export { createTranslator, defineTranslations, type Catalog, type Translation, type Translate, type Translations } from './translate';
export { catalogProblems } from './check';
export { useI18n } from './use-i18n';
export { LanguageSwitch } from './language-switch';
