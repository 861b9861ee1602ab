import type { Translation } from '@openpresale/shared';
import { commonRu } from './common.ru';
import { administratorsRu } from '../features/administrators/i18n/ru';
import { auditRu } from '../features/audit/i18n/ru';
import { authRu } from '../features/auth/i18n/ru';
import { changePasswordRu } from '../features/change-password/i18n/ru';
import { cryptoRu } from '../features/crypto/i18n/ru';
import { layoutRu } from '../features/layout/i18n/ru';
import { mainCurrencyRu } from '../features/main-currency/i18n/ru';
import { outboxRu } from '../features/outbox/i18n/ru';
import { overviewRu } from '../features/overview/i18n/ru';
import { pixelsRu } from '../features/pixels/i18n/ru';
import { presaleRu } from '../features/presale/i18n/ru';
import { prizesRu } from '../features/prizes/i18n/ru';
import { releasesRu } from '../features/releases/i18n/ru';
import { reviewRu } from '../features/review/i18n/ru';
import { securityRu } from '../features/security/i18n/ru';
import { transactionsRu } from '../features/transactions/i18n/ru';
import { usersRu } from '../features/users/i18n/ru';
import { withdrawalsRu } from '../features/withdrawals/i18n/ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {
  ...commonRu,
  ...administratorsRu,
  ...auditRu,
  ...authRu,
  ...changePasswordRu,
  ...cryptoRu,
  ...layoutRu,
  ...mainCurrencyRu,
  ...outboxRu,
  ...overviewRu,
  ...pixelsRu,
  ...presaleRu,
  ...prizesRu,
  ...releasesRu,
  ...reviewRu,
  ...securityRu,
  ...transactionsRu,
  ...usersRu,
  ...withdrawalsRu,
};
export default ru;
