import { commonEn } from './common.en';
import { authEn } from '../features/auth/i18n/en';
import { changePasswordEn } from '../features/change-password/i18n/en';
import { layoutEn } from '../features/layout/i18n/en';
import { overviewEn } from '../features/overview/i18n/en';
import { reviewEn } from '../features/review/i18n/en';
import { transactionsEn } from '../features/transactions/i18n/en';
import { usersEn } from '../features/users/i18n/en';
import { withdrawalsEn } from '../features/withdrawals/i18n/en';

// Every text of the admin section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
export const en = {
  ...commonEn,
  ...authEn,
  ...changePasswordEn,
  ...layoutEn,
  ...overviewEn,
  ...reviewEn,
  ...transactionsEn,
  ...usersEn,
  ...withdrawalsEn,
} as const;
