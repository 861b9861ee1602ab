import type { Crypto } from '@openpresale/shared/schemas';
import { useT } from '../../i18n';

// No currency logo images ship with the platform (white-label, no third-party marks), so each
// configured currency gets a monogram badge; the hue comes from its code so it stays stable.
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function CurrencyBadges({ currencies }: { currencies: Crypto[] }) {
  const t = useT();
  if (currencies.length === 0) return null;
  return (
    <ul className="mk-coins" aria-label={t('common.currencies.label')}>
      {currencies.map((currency) => (
        <li key={currency.id} className="mk-coin-item" title={`${currency.fullName} (${currency.currency})`}>
          <span
            className={`mk-coin${currency.currency.length > 3 ? ' mk-coin-long' : ''}`}
            style={{ background: `hsl(${hueOf(currency.currency)} 45% 30%)` }}
            aria-hidden="true"
          >
            {currency.currency.slice(0, 4)}
          </span>
          <span className="visually-hidden">
            {currency.fullName} ({currency.currency})
          </span>
        </li>
      ))}
    </ul>
  );
}
