import type { Crypto } from '@openpresale/shared/schemas';
import {
  isPlaceholderAddress,
  MAX_BUY_TOKENS,
  MIN_BUY_TOKENS,
  placeholderAddressMessage,
  type StatusLevel,
} from '@openpresale/shared/domain';
import { ProgressBar } from '../../../components/progress-bar';
import { StatusCard } from '../../../components/status-card';
import { formatAmount, formatUsd } from '../../../lib/format';
import { nextLevel, progressToNextLevel, rankLevel } from '@openpresale/shared/domain';
import type { BonusShares, BuyFigures } from '../lib/buy-figures';
import { CurrencyIcon } from './currency-icon';

interface PurchasePanelProps {
  currency: Crypto;
  figures: BuyFigures;
  symbol: string;
  purchased: number;
  levels: readonly StatusLevel[];
  onBuy(): void;
}

/** Bounds, level progress, 'You pay' / 'You receive' and 'Buy Now!' for the chosen currency. */
export function PurchasePanel({ currency, figures, symbol, purchased, levels, onBuy }: PurchasePanelProps) {
  const { preview, bounds, cryptoAmount } = figures;
  // A currency still on the seed's demo address cannot be paid in; the server refuses it too.
  // An order on a watched network with its own address per order needs the issuer's key instead.
  const ownAddress = currency.network !== 'manual' && currency.receiveMode === 'derived';
  const blockedReason = ownAddress
    ? currency.hasXpub
      ? figures.blockedReason
      : `Payments in ${currency.currency} are not open yet: the issuer has not set a receiving key for it.`
    : isPlaceholderAddress(currency.address)
      ? placeholderAddressMessage(currency.currency)
      : figures.blockedReason;
  const after = preview ? purchased + preview.amountToReceive : purchased;
  const next = nextLevel(purchased, levels);
  // The level this purchase really reaches, which may be several above the next one.
  const reachedLevel = preview ? rankLevel(after, levels) : null;
  const reached = reachedLevel && reachedLevel.lvl !== rankLevel(purchased, levels)?.lvl ? reachedLevel : null;
  return (
    <div className="by-stack">
      <section className="by-card" aria-labelledby="by-purchase-title">
        <div className="by-card-head">
          <h2 id="by-purchase-title" className="by-card-title by-with-icon">
            <CurrencyIcon code={currency.currency} size={28} /> Pay with {currency.fullName}
          </h2>
          <span className="by-badge by-badge-muted">
            1 {currency.currency} = {formatAmount(currency.rate)} {symbol}
          </span>
        </div>
        <dl className="by-bounds">
          <div>
            <dt>Minimum</dt>
            <dd>
              {formatAmount(bounds.min)} {currency.currency}{' '}
              <span className="by-muted">
                ({MIN_BUY_TOKENS} {symbol})
              </span>
            </dd>
          </div>
          <div>
            <dt>Maximum</dt>
            <dd>
              {formatAmount(bounds.max)} {currency.currency}{' '}
              <span className="by-muted">
                ({formatAmount(MAX_BUY_TOKENS)} {symbol})
              </span>
            </dd>
          </div>
        </dl>

        <div className="by-level-progress">
          <p className="by-small">
            {next
              ? `Level progress: ${formatAmount(purchased)} / ${formatAmount(next.tokens)} ${symbol} to ${next.lvl}`
              : 'Level progress: top level reached'}
          </p>
          <ProgressBar value={progressToNextLevel(purchased, levels)} label="Level progress" />
          {reached && <p className="by-small by-success-text">This purchase takes you to {reached.lvl} once it is approved.</p>}
        </div>

        <dl className="by-totals">
          <div>
            <dt>You pay</dt>
            <dd data-testid="by-you-pay">
              {formatAmount(cryptoAmount)} {currency.currency}
            </dd>
          </div>
          <div>
            <dt>You receive</dt>
            <dd data-testid="by-you-receive">{preview ? `${formatAmount(preview.amountToReceive)} ${symbol}` : '—'}</dd>
          </div>
        </dl>
        {preview && (
          <div className="by-small by-muted" data-testid="by-bonus-line">
            <p className="by-bonus-sum">
              {formatAmount(preview.tokens)} {symbol} + {formatAmount(preview.bonus)} {symbol} bonus ({formatAmount(preview.bonusPercent)}{' '}
              %)
              {preview.usdValue > 0 ? ` · worth ${formatUsd(preview.usdValue)} at the current price` : ''}
            </p>
            {figures.bonusShares && <BonusBreakdown shares={figures.bonusShares} symbol={symbol} />}
          </div>
        )}
        {blockedReason && (
          <p className="by-small by-danger-text" role="status">
            {blockedReason}
          </p>
        )}
        <button type="button" className="button button-primary by-buy-now" disabled={blockedReason !== null} onClick={onBuy}>
          Buy Now!
        </button>
        <p className="by-small by-muted">The server checks every figure again when you confirm.</p>
      </section>
      <StatusCard purchased={purchased} levels={levels} symbol={symbol} />
    </div>
  );
}

/** The level's share and the roulette prize's share of the bonus, each with its percent. */
function BonusBreakdown({ shares, symbol }: { shares: BonusShares; symbol: string }) {
  return (
    <ul className="by-bonus-shares" aria-label="Bonus">
      <li>
        {shares.levelName} level: {formatAmount(shares.levelPercent)} % = {formatAmount(shares.levelBonus)} {symbol}
      </li>
      {shares.prizePercent > 0 && (
        <li>
          Roulette prize: +{formatAmount(shares.prizePercent)} % = {formatAmount(shares.prizeBonus)} {symbol}
        </li>
      )}
    </ul>
  );
}
