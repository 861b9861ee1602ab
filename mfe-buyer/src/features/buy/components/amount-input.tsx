import { useI18n } from '@openpresale/shared';
import { sanitizeAmountInput } from '@openpresale/shared/domain';
import { useId } from 'react';
import { useT } from '../../../i18n';

export type BuyDirection = 'crypto' | 'token';

interface AmountInputProps {
  value: string;
  onChange(next: string): void;
  direction: BuyDirection;
  onSwap(): void;
  /** The unit of the typed amount: the chosen currency code, or the token symbol. */
  unit: string;
  symbol: string;
}

/**
 * The buy amount (SPEC §6): only a non-negative decimal, a comma becomes a dot, empty counts as 0,
 * anything else is ignored at typing. The swap button flips between paying in crypto and
 * receiving tokens.
 *
 * `value` is always the exact decimal text with a dot ('0.25'), what the page computes and sends;
 * the field only shows it with the page's decimal separator ('0,25' in Russian). The two differ
 * in that one character, so the caret stays where it was while typing.
 */
export function AmountInput({ value, onChange, direction, onSwap, unit, symbol }: AmountInputProps) {
  const id = useId();
  const t = useT();
  const { format } = useI18n();
  // the locale's decimal separator, read from the formatter the rest of the page uses
  const separator = format.decimal('0.1').charAt(1) || '.';
  const shown = separator === '.' ? value : value.replace('.', separator);
  return (
    <div className="by-amount">
      <label htmlFor={id} className="by-label">
        {direction === 'crypto' ? t('buy.amount.payLabel') : t('buy.amount.receiveLabel', { symbol })}
      </label>
      <div className="by-amount-row">
        <div className="by-input-group">
          <input
            id={id}
            className="by-input by-amount-input"
            inputMode="decimal"
            autoComplete="off"
            value={shown}
            onChange={(event) => onChange(sanitizeAmountInput(event.target.value, value))}
            aria-describedby={`${id}-unit`}
          />
          <span id={`${id}-unit`} className="by-input-unit">
            {unit}
          </span>
        </div>
        {/* The name starts with the visible word, so a voice user who says 'Swap' reaches it. */}
        <button
          type="button"
          className="button by-swap"
          onClick={onSwap}
          aria-label={direction === 'crypto' ? t('buy.amount.swapToReceive', { symbol }) : t('buy.amount.swapToPay')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M7 4v14M7 18l-3-3M7 18l3-3M17 20V6M17 6l-3 3M17 6l3 3"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
          <span className="by-swap-word">{t('buy.amount.swap')}</span>
        </button>
      </div>
      <p className="by-muted by-small">
        {direction === 'crypto' ? t('buy.amount.payHint', { symbol }) : t('buy.amount.receiveHint', { symbol })}
      </p>
    </div>
  );
}
