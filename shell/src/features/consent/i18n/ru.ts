// Loaded only in the Russian chunk of the shell's catalogs; the words live in the shared package.
export { consentRu } from '@openpresale/shared/consent/ru';
