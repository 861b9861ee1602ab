import { usePageTitle } from '@openpresale/shared';
import { bestDepositBonusPercent, parseAmountInput } from '@openpresale/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useCryptos } from '../../../api/use-cryptos';
import { useMainCurrency } from '../../../api/use-main-currency';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { EmailNotConfirmed } from '../../../components/email-not-confirmed';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { useT } from '../../../i18n';
import { plainAmount } from '../../../lib/format';
import type { OrderFigures } from '../api/create-order';
import { buyFigures } from '../lib/buy-figures';
import { defaultCryptoAmount } from '../lib/default-amount';
import { AmountInput, type BuyDirection } from './amount-input';
import { CurrencyGrid } from './currency-grid';
import { PaymentDialog } from './payment-dialog';
import { PurchasePanel } from './purchase-panel';

export function BuyPage() {
  const t = useT();
  usePageTitle(t('buy.title'));
  const me = useMe();
  const settings = useSettings();
  const cryptos = useCryptos();
  const mainValue = useMainCurrency();
  const [amount, setAmount] = useState('40');
  const [direction, setDirection] = useState<BuyDirection>('crypto');
  const [code, setCode] = useState<string | null>(null);
  const [order, setOrder] = useState<OrderFigures | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const chosenByUser = useRef(false);
  // Until the buyer types an amount, choosing a currency suggests one that fits it.
  const amountTyped = useRef(false);

  // In the one-column layout the panel sits below the grid: bring it into view after a choice.
  useEffect(() => {
    if (!code || !chosenByUser.current || !panel.current) return;
    const stacked = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 1100px)').matches;
    if (stacked) panel.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [code]);

  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const currency = cryptos.data?.find((c) => c.currency === code) ?? null;
  const user = me.data;
  const levels = settings.data?.levels ?? [];

  const figures =
    currency && user && levels.length > 0
      ? buyFigures({
          amountText: amount,
          direction,
          rate: currency.rate,
          purchased: user.purchased,
          prizeBonusPercent: bestDepositBonusPercent(user.prizes),
          mainValue: mainValue.data ?? null,
          levels,
        })
      : null;

  function swap() {
    // Keep the same purchase when flipping: the typed number is converted into the other unit.
    if (figures?.preview && parseAmountInput(amount) > 0) {
      setAmount(direction === 'crypto' ? plainAmount(figures.preview.tokens) : plainAmount(figures.cryptoAmount));
    }
    setDirection(direction === 'crypto' ? 'token' : 'crypto');
  }

  function openDialog() {
    if (!currency || !figures?.preview) return;
    setOrder({
      currency: currency.currency,
      amountToTransfer: figures.cryptoAmount,
      tokens: figures.preview.tokens,
      bonus: figures.preview.bonus,
      amountToReceive: figures.preview.amountToReceive,
      usdValue: mainValue.data != null ? figures.preview.usdValue : null,
      address: currency.address,
      network: currency.network,
      rate: currency.rate,
    });
  }

  const loadError = cryptos.error ?? settings.error ?? me.error;
  return (
    <div className="by-stack">
      <PageHeader title={t('buy.title')} intro={symbol ? t('buy.intro', { symbol }) : undefined} />
      {me.data && !me.data.email_verified && settings.data?.settings.requireVerifiedEmail && (
        <EmailNotConfirmed email={me.data.email} withProfileLink />
      )}
      {loadError ? (
        <ErrorState error={loadError} onRetry={() => void (cryptos.refetch(), settings.refetch(), me.refetch())} />
      ) : (
        <div className="by-buy-layout">
          <div className="by-stack">
            <section className="by-card">
              <AmountInput
                value={amount}
                onChange={(next) => {
                  amountTyped.current = true;
                  setAmount(next);
                }}
                direction={direction}
                onSwap={swap}
                unit={direction === 'crypto' ? (code ?? t('buy.cryptoUnit')) : symbol}
                symbol={symbol}
              />
            </section>
            {cryptos.data && settings.data ? (
              <CurrencyGrid
                currencies={cryptos.data}
                selected={code}
                onSelect={(next) => {
                  chosenByUser.current = true;
                  setCode(next);
                  const chosen = cryptos.data?.find((c) => c.currency === next);
                  if (chosen && !amountTyped.current) {
                    setDirection('crypto');
                    setAmount(defaultCryptoAmount(chosen.rate));
                  }
                }}
                symbol={symbol}
              />
            ) : (
              <section className="by-card">
                <SkeletonBlock lines={5} label={t('buy.loadingCurrencies')} />
              </section>
            )}
          </div>
          <div ref={panel} className="by-buy-panel">
            {currency && figures && user ? (
              <PurchasePanel
                currency={currency}
                figures={figures}
                symbol={symbol}
                purchased={user.purchased}
                levels={levels}
                onBuy={openDialog}
              />
            ) : (
              <section className="by-card by-state by-state-empty">
                <p className="by-state-title">{t('buy.chooseCurrency')}</p>
                <p className="by-state-text">{t('buy.chooseCurrencyText')}</p>
              </section>
            )}
          </div>
        </div>
      )}
      {order && <PaymentDialog initial={order} symbol={symbol} onClose={() => setOrder(null)} />}
    </div>
  );
}
