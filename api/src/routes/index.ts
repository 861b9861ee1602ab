import { adminRoutes } from './admin';
import { cryptosRoutes } from './cryptos';
import { healthRoutes } from './health';
import { mainCurrencyRoutes } from './main-currency';
import { ratesRoutes } from './rates';
import { settingsRoutes } from './settings';
import { usersRoutes } from './users';

/** Controller path (under /api/controllers/) → route module. */
export const routes = {
  health: healthRoutes,
  'users.php': usersRoutes,
  'admin.php': adminRoutes,
  'mainCurrency.php': mainCurrencyRoutes,
  'settings.php': settingsRoutes,
  'cryptos.php': cryptosRoutes,
  'rates.php': ratesRoutes,
};
