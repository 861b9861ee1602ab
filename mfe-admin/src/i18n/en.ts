// Every text of the admin section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
import { administratorsEn } from '../features/administrators/i18n/en';
import { auditEn } from '../features/audit/i18n/en';
import { cryptoEn } from '../features/crypto/i18n/en';
import { mainCurrencyEn } from '../features/main-currency/i18n/en';
import { outboxEn } from '../features/outbox/i18n/en';
import { pixelsEn } from '../features/pixels/i18n/en';
import { presaleEn } from '../features/presale/i18n/en';
import { releasesEn } from '../features/releases/i18n/en';
import { securityEn } from '../features/security/i18n/en';

export const en = {
  ...administratorsEn,
  ...auditEn,
  ...cryptoEn,
  ...mainCurrencyEn,
  ...outboxEn,
  ...pixelsEn,
  ...presaleEn,
  ...releasesEn,
  ...securityEn,
} as const;
