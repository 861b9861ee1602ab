// Every text of the buyer section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
import { buyEn } from '../features/buy/i18n/en';
import { dashboardEn } from '../features/dashboard/i18n/en';
import { docsEn } from '../features/docs/i18n/en';
import { guidesEn } from '../features/guides/i18n/en';
import { layoutEn } from '../features/layout/i18n/en';
import { leaderboardEn } from '../features/leaderboard/i18n/en';
import { profileEn } from '../features/profile/i18n/en';
import { rouletteEn } from '../features/roulette/i18n/en';
import { statusEn } from '../features/status/i18n/en';
import { tokenHubEn } from '../features/token-hub/i18n/en';
import { transactionEn } from '../features/transaction/i18n/en';
import { commonEn } from './common.en';

export const en = {
  ...commonEn,
  ...layoutEn,
  ...dashboardEn,
  ...docsEn,
  ...guidesEn,
  ...leaderboardEn,
  ...statusEn,
  ...buyEn,
  ...transactionEn,
  ...tokenHubEn,
  ...rouletteEn,
  ...profileEn,
} as const;
