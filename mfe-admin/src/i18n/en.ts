import { commonEn } from './common.en';
import { administratorsEn } from '../features/administrators/i18n/en';
import { auditEn } from '../features/audit/i18n/en';
import { authEn } from '../features/auth/i18n/en';
import { changePasswordEn } from '../features/change-password/i18n/en';
import { cryptoEn } from '../features/crypto/i18n/en';
import { layoutEn } from '../features/layout/i18n/en';
import { mainCurrencyEn } from '../features/main-currency/i18n/en';
import { outboxEn } from '../features/outbox/i18n/en';
import { overviewEn } from '../features/overview/i18n/en';
import { pixelsEn } from '../features/pixels/i18n/en';
import { presaleEn } from '../features/presale/i18n/en';
import { prizesEn } from '../features/prizes/i18n/en';
import { releasesEn } from '../features/releases/i18n/en';
import { reviewEn } from '../features/review/i18n/en';
import { securityEn } from '../features/security/i18n/en';
import { transactionsEn } from '../features/transactions/i18n/en';
import { usersEn } from '../features/users/i18n/en';
import { withdrawalsEn } from '../features/withdrawals/i18n/en';

// Every text of the admin section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name;
// the words of App.tsx, components/ and lib/ are the common part.
export const en = {
  ...commonEn,
  ...administratorsEn,
  ...auditEn,
  ...authEn,
  ...changePasswordEn,
  ...cryptoEn,
  ...layoutEn,
  ...mainCurrencyEn,
  ...outboxEn,
  ...overviewEn,
  ...pixelsEn,
  ...presaleEn,
  ...prizesEn,
  ...releasesEn,
  ...reviewEn,
  ...securityEn,
  ...transactionsEn,
  ...usersEn,
  ...withdrawalsEn,
} as const;
