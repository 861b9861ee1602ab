// The consent banner's words live in the shared package, beside the server's early copy of the
// banner that must say the same (shared/src/consent).
export { consentEn } from '@openpresale/shared/consent/en';
