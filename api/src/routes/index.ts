import { adminRoutes } from './admin';
import { adminAccountsRoutes } from './admin-accounts';
import { adminSessionsRoutes } from './admin-sessions';
import { securitySettingsRoutes } from './security-settings';
import { twoFactorRoutes } from './two-factor';
import { adminOverviewRoutes } from './admin-overview';
import { adminUserDetailRoutes } from './admin-user-detail';
import { auditRoutes } from './audit';
import { cryptosRoutes } from './cryptos';
import { healthRoutes } from './health';
import { leaderboardRoutes } from './leaderboard';
import { mainCurrencyRoutes } from './main-currency';
import { pixelsRoutes } from './pixels';
import { prizesRoutes } from './prizes';
import { ratesRoutes } from './rates';
import { rouletteRoutes } from './roulette';
import { settingsRoutes } from './settings';
import { transactionsRoutes } from './transactions';
import { usersRoutes } from './users';
import { withdrawalsRoutes } from './withdrawals';
import { emailVerificationRoutes } from './email-verification';
import { outboxRoutes } from './outbox';
import { releasesRoutes } from './releases';
import { passwordResetRoutes } from './password-reset';
import { sessionsRoutes } from './sessions';
import { paymentsRoutes } from './payments';

/** Controller path (under /api/controllers/) → route module. */
export const routes = {
  health: healthRoutes,
  'users.php': usersRoutes,
  'admin.php': adminRoutes,
  'mainCurrency.php': mainCurrencyRoutes,
  'settings.php': settingsRoutes,
  'cryptos.php': cryptosRoutes,
  'rates.php': ratesRoutes,
  'transactions.php': transactionsRoutes,
  'pixels.php': pixelsRoutes,
  'roulette.php': rouletteRoutes,
  'prizes.php': prizesRoutes,
  'leaderboard.php': leaderboardRoutes,
  'withdrawals.php': withdrawalsRoutes,
  'audit.php': auditRoutes,
  'adminOverview.php': adminOverviewRoutes,
  'adminUser.php': adminUserDetailRoutes,
  'passwordReset.php': passwordResetRoutes,
  'emailVerification.php': emailVerificationRoutes,
  'sessions.php': sessionsRoutes,
  'outbox.php': outboxRoutes,
  'payments.php': paymentsRoutes,
  'adminAccounts.php': adminAccountsRoutes,
  'adminSessions.php': adminSessionsRoutes,
  'securitySettings.php': securitySettingsRoutes,
  'twoFactor.php': twoFactorRoutes,
  'releases.php': releasesRoutes,
};
