import { commonRu } from './common.ru';
import type { Translation } from '@openpresale/shared';
import { authRu } from '../features/auth/i18n/ru';
import { changePasswordRu } from '../features/change-password/i18n/ru';
import { layoutRu } from '../features/layout/i18n/ru';
import { overviewRu } from '../features/overview/i18n/ru';
import { reviewRu } from '../features/review/i18n/ru';
import { transactionsRu } from '../features/transactions/i18n/ru';
import { usersRu } from '../features/users/i18n/ru';
import { withdrawalsRu } from '../features/withdrawals/i18n/ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {
  ...commonRu,
  ...authRu,
  ...changePasswordRu,
  ...layoutRu,
  ...overviewRu,
  ...reviewRu,
  ...transactionsRu,
  ...usersRu,
  ...withdrawalsRu,
};
export default ru;
