import type { Crypto } from '@openpresale/shared/schemas';
import { isPlaceholderAddress, MAX_BUY_TOKENS, MIN_BUY_TOKENS, type StatusLevel } from '@openpresale/shared/domain';
import { ProgressBar } from '../../../components/progress-bar';
import { StatusCard } from '../../../components/status-card';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { useLevelName } from '../../../lib/level-name';
import { useLocalized } from '@openpresale/shared';
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
  const t = useT();
  const format = useFormat();
  const localized = useLocalized();
  const { preview, bounds, cryptoAmount } = figures;
  const limitReason =
    figures.blocked === 'tooMuch'
      ? t('buy.panel.tooMuch', { max: format.amount(MAX_BUY_TOKENS), symbol })
      : figures.blocked === 'tooLittle'
        ? t('buy.panel.tooLittle', { min: format.amount(MIN_BUY_TOKENS), symbol })
        : null;
  // A currency still on the seed's demo address cannot be paid in; the server refuses it too.
  // An order on a watched network with its own address per order needs the issuer's key instead.
  const ownAddress = currency.network !== 'manual' && currency.receiveMode === 'derived';
  const blockedReason = ownAddress
    ? currency.hasXpub
      ? limitReason
      : t('buy.panel.noKey', { code: currency.currency })
    : isPlaceholderAddress(currency.address)
      ? t('buy.panel.noAddress', { code: currency.currency })
      : limitReason;
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
            <CurrencyIcon code={currency.currency} size={28} /> {t('buy.panel.payWith', { name: currency.fullName })}
          </h2>
          <span className="by-badge by-badge-muted">
            1 {currency.currency} = {format.amount(currency.rate)} {symbol}
          </span>
        </div>
        <dl className="by-bounds">
          <div>
            <dt>{t('buy.panel.minimum')}</dt>
            <dd>
              {format.amount(bounds.min)} {currency.currency}{' '}
              <span className="by-muted">
                ({format.amount(MIN_BUY_TOKENS)} {symbol})
              </span>
            </dd>
          </div>
          <div>
            <dt>{t('buy.panel.maximum')}</dt>
            <dd>
              {format.amount(bounds.max)} {currency.currency}{' '}
              <span className="by-muted">
                ({format.amount(MAX_BUY_TOKENS)} {symbol})
              </span>
            </dd>
          </div>
        </dl>

        <div className="by-level-progress">
          <p className="by-small">
            {next
              ? t('buy.panel.levelProgressTo', {
                  purchased: format.amount(purchased),
                  threshold: format.amount(next.tokens),
                  symbol,
                  level: localized(next.lvl, next.lvlI18n),
                })
              : t('buy.panel.levelProgressTop')}
          </p>
          <ProgressBar value={progressToNextLevel(purchased, levels)} label={t('buy.panel.levelProgress')} />
          {reached && (
            <p className="by-small by-success-text">{t('buy.panel.reaches', { level: localized(reached.lvl, reached.lvlI18n) })}</p>
          )}
        </div>

        <dl className="by-totals">
          <div>
            <dt>{t('buy.panel.youPay')}</dt>
            <dd data-testid="by-you-pay">
              {format.amount(cryptoAmount)} {currency.currency}
            </dd>
          </div>
          <div>
            <dt>{t('buy.panel.youReceive')}</dt>
            <dd data-testid="by-you-receive">{preview ? `${format.amount(preview.amountToReceive)} ${symbol}` : '—'}</dd>
          </div>
        </dl>
        {preview && (
          <div className="by-small by-muted" data-testid="by-bonus-line">
            <p className="by-bonus-sum">
              {t('buy.panel.bonusSum', {
                tokens: format.amount(preview.tokens),
                symbol,
                bonus: format.amount(preview.bonus),
                percent: format.amount(preview.bonusPercent),
              })}
              {preview.usdValue > 0 ? t('buy.panel.worth', { usd: format.usd(preview.usdValue) }) : ''}
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
          {t('buy.panel.buyNow')}
        </button>
        <p className="by-small by-muted">{t('buy.panel.serverChecks')}</p>
      </section>
      <StatusCard purchased={purchased} levels={levels} symbol={symbol} />
    </div>
  );
}

/** The level's share and the roulette prize's share of the bonus, each with its percent. */
function BonusBreakdown({ shares, symbol }: { shares: BonusShares; symbol: string }) {
  const t = useT();
  const format = useFormat();
  const levelName = useLevelName();
  return (
    <ul className="by-bonus-shares" aria-label={t('buy.panel.bonus')}>
      <li>
        {t('buy.panel.levelShare', {
          level: levelName(shares.levelName),
          percent: format.amount(shares.levelPercent),
          amount: format.amount(shares.levelBonus),
          symbol,
        })}
      </li>
      {shares.prizePercent > 0 && (
        <li>
          {t('buy.panel.prizeShare', { percent: format.amount(shares.prizePercent), amount: format.amount(shares.prizeBonus), symbol })}
        </li>
      )}
    </ul>
  );
}
