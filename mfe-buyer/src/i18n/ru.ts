import type { Translation } from '@openpresale/shared';
import { buyRu } from '../features/buy/i18n/ru';
import { dashboardRu } from '../features/dashboard/i18n/ru';
import { docsRu } from '../features/docs/i18n/ru';
import { guidesRu } from '../features/guides/i18n/ru';
import { layoutRu } from '../features/layout/i18n/ru';
import { leaderboardRu } from '../features/leaderboard/i18n/ru';
import { profileRu } from '../features/profile/i18n/ru';
import { rouletteRu } from '../features/roulette/i18n/ru';
import { statusRu } from '../features/status/i18n/ru';
import { tokenHubRu } from '../features/token-hub/i18n/ru';
import { transactionRu } from '../features/transaction/i18n/ru';
import { commonRu } from './common.ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {
  ...commonRu,
  ...layoutRu,
  ...dashboardRu,
  ...docsRu,
  ...guidesRu,
  ...leaderboardRu,
  ...statusRu,
  ...buyRu,
  ...transactionRu,
  ...tokenHubRu,
  ...rouletteRu,
  ...profileRu,
};
export default ru;
