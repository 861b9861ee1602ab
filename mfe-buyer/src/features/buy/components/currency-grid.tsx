import type { Crypto } from '@openpresale/shared/schemas';
import { filterCurrencies } from '@openpresale/shared/domain';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { useMediaQuery } from '../../../lib/use-media-query';
import { CurrencyIcon } from './currency-icon';

interface CurrencyGridProps {
  currencies: readonly Crypto[];
  selected: string | null;
  onSelect(code: string): void;
  symbol: string;
}

/** SPEC §3: 12 cards a page above 640 px, 6 otherwise. */
export const PAGE_SIZE_WIDE = 12;
export const PAGE_SIZE_NARROW = 6;

export function CurrencyGrid({ currencies, selected, onSelect, symbol }: CurrencyGridProps) {
  const t = useT();
  const format = useFormat();
  const wide = useMediaQuery('(min-width: 641px)');
  const pageSize = wide ? PAGE_SIZE_WIDE : PAGE_SIZE_NARROW;
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const searchId = useId();

  const filtered = filterCurrencies(currencies, query);
  const totalPages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, totalPages);
  const visible = filtered.slice((current - 1) * pageSize, current * pageSize);

  useEffect(() => setPage(1), [query, pageSize]);

  return (
    <section className="by-card" aria-labelledby={`${searchId}-title`}>
      <div className="by-card-head">
        <h2 id={`${searchId}-title`} className="by-card-title">
          {t('buy.chooseCurrency')}
        </h2>
      </div>
      <form
        className="by-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft);
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          {t('buy.grid.search')}
        </label>
        <input
          id={searchId}
          className="by-input"
          type="search"
          placeholder={t('buy.grid.searchPlaceholder')}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            // Filtering as one types; 'Find' (or Enter) applies the same query for keyboard users.
            setQuery(event.target.value);
          }}
        />
        <button type="submit" className="button">
          {t('buy.grid.find')}
        </button>
      </form>

      {filtered.length === 0 ? (
        <p className="by-state by-state-empty">
          {currencies.length === 0 ? t('buy.grid.noneAccepted') : t('buy.grid.noMatch', { query: query.trim() })}
        </p>
      ) : (
        <ul className="by-currency-grid" aria-label={t('buy.grid.currencies')}>
          {visible.map((c) => (
            <li key={c.currency}>
              <button
                type="button"
                className={`by-currency-card${selected === c.currency ? ' by-currency-card-selected' : ''}`}
                aria-pressed={selected === c.currency}
                onClick={() => onSelect(c.currency)}
              >
                <CurrencyIcon code={c.currency} />
                <span className="by-currency-name">{c.fullName}</span>
                <span className="by-currency-code">{c.currency}</span>
                <span className="by-currency-rate">
                  1 {c.currency} = {format.amount(c.rate)} {symbol}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="by-pager">
        <button type="button" className="button" onClick={() => setPage(current - 1)} disabled={current <= 1}>
          {t('buy.grid.previous')}
        </button>
        <span className="by-pager-label" aria-live="polite">
          {t('buy.grid.page', { current, total: totalPages })}
        </span>
        <button type="button" className="button" onClick={() => setPage(current + 1)} disabled={current >= totalPages}>
          {t('buy.grid.next')}
        </button>
      </div>
    </section>
  );
}
