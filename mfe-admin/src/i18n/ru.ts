import type { Translation } from '@openpresale/shared';
import { administratorsRu } from '../features/administrators/i18n/ru';
import { auditRu } from '../features/audit/i18n/ru';
import { cryptoRu } from '../features/crypto/i18n/ru';
import { mainCurrencyRu } from '../features/main-currency/i18n/ru';
import { outboxRu } from '../features/outbox/i18n/ru';
import { pixelsRu } from '../features/pixels/i18n/ru';
import { presaleRu } from '../features/presale/i18n/ru';
import { releasesRu } from '../features/releases/i18n/ru';
import { securityRu } from '../features/security/i18n/ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {
  ...administratorsRu,
  ...auditRu,
  ...cryptoRu,
  ...mainCurrencyRu,
  ...outboxRu,
  ...pixelsRu,
  ...presaleRu,
  ...releasesRu,
  ...securityRu,
};
export default ru;
