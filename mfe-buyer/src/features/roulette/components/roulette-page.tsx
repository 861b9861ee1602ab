import { useErrorMessage, useHost, useLocalized, usePageTitle } from '@openpresale/shared';
import { SPIN_DURATION_MS, SPIN_RESULT_AT_MS, SPIN_START_DELAY_MS, STRIP_LENGTH } from '@openpresale/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { TableRegion } from '../../../components/table-region';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { useLevelName } from '../../../lib/level-name';
import { useRefreshAfterSpin, useRoulette, useSpin } from '../api/roulette';
import { prizeEffect } from '../lib/prize-effect';
import { spinsCaption, spinsExplanation } from '../lib/spins-caption';
import { PrizeStrip, PrizeTile, type StripPrize } from './prize-strip';

type Phase = 'idle' | 'requesting' | 'rolling' | 'done';

/** Before any spin the strip shows the winnable prizes repeated, so the page is never empty. */
function restingStrip(prizes: readonly StripPrize[]): StripPrize[] {
  if (prizes.length === 0) return [];
  return Array.from({ length: STRIP_LENGTH }, (_, i) => prizes[i % prizes.length]!);
}

export function RoulettePage() {
  const t = useT();
  const format = useFormat();
  const localized = useLocalized();
  const levelName = useLevelName();
  const errorMessage = useErrorMessage();
  usePageTitle(t('roulette.title'));
  const host = useHost();
  const roulette = useRoulette();
  const me = useMe();
  const settings = useSettings();
  const spinMutation = useSpin();
  const refreshAfterSpin = useRefreshAfterSpin();
  const symbol = settings.data?.settings.tokenSymbol ?? '';
  const [phase, setPhase] = useState<Phase>('idle');
  const [strip, setStrip] = useState<StripPrize[] | null>(null);
  const [animate, setAnimate] = useState(false);
  const [won, setWon] = useState<StripPrize | null>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const data = roulette.data;
  const spinsLeft = data?.spinsLeft ?? 0;

  async function spin() {
    setPhase('requesting');
    setWon(null);
    try {
      const result = await spinMutation.mutateAsync();
      // Reset the strip to its start without a transition, then animate to the server's slot 23.
      setAnimate(false);
      setStrip(result.strip);
      setPhase('rolling');
      timers.current.push(window.setTimeout(() => setAnimate(true), SPIN_START_DELAY_MS));
      timers.current.push(
        window.setTimeout(() => {
          setWon(result.prize);
          // The caption comes back only with the new allowance and winnings, so it never shows
          // the count from before the spin next to the prize just won.
          void refreshAfterSpin().finally(() => setPhase('done'));
        }, SPIN_RESULT_AT_MS),
      );
    } catch (error) {
      setPhase('idle');
      host.notify({ kind: 'error', title: t('roulette.spinFailed'), description: errorMessage(error) });
      void roulette.refetch();
    }
  }

  const spinning = phase === 'requesting' || phase === 'rolling';
  const caption = spinsCaption({ loading: roulette.isPending, spinsLeft, nextRank: data?.nextRank ? levelName(data.nextRank) : null }, t);
  const explanation =
    data && me.data && settings.data
      ? spinsExplanation(
          {
            won: data.winnings.length,
            purchased: me.data.purchased,
            levels: settings.data.levels,
            symbol,
            name: (l) => localized(l.lvl, l.lvlI18n),
          },
          t,
          format,
        )
      : null;

  return (
    <div className="by-stack">
      <PageHeader title={t('roulette.title')} intro={t('roulette.intro')} />
      {roulette.isError ? (
        <ErrorState error={roulette.error} onRetry={() => void roulette.refetch()} />
      ) : (
        <>
          <section className="by-card by-roulette" aria-labelledby="by-roulette-title">
            <h2 id="by-roulette-title" className="visually-hidden">
              {t('roulette.strip')}
            </h2>
            {data ? (
              data.prizes.length === 0 ? (
                <p className="by-state by-state-empty">{t('roulette.noPrizes')}</p>
              ) : (
                <PrizeStrip prizes={strip ?? restingStrip(data.prizes)} animate={animate} durationMs={SPIN_DURATION_MS} symbol={symbol} />
              )
            ) : (
              <SkeletonBlock lines={4} label={t('roulette.loadingPrizes')} />
            )}
            <div className="by-roulette-controls">
              <button
                type="button"
                className="button button-primary by-spin"
                onClick={spin}
                disabled={roulette.isPending || spinning || spinsLeft <= 0}
              >
                {spinning ? t('roulette.spinning') : t('roulette.spin')}
              </button>
              <div aria-live="polite">
                <p className="by-roulette-caption">{spinning ? '' : caption}</p>
                {!spinning && explanation && (
                  <p className="by-small by-muted" data-testid="by-spins-why">
                    {explanation}
                  </p>
                )}
              </div>
            </div>
            <div aria-live="assertive">
              {won && phase === 'done' && (
                <p className="by-notice by-notice-success by-won" role="status">
                  {t('roulette.youWon')} <strong>{localized(won.name, won.nameI18n)}</strong> — {prizeEffect(won, symbol, t, format)}
                </p>
              )}
            </div>
          </section>

          <div className="by-grid by-grid-2">
            <section className="by-card" aria-labelledby="by-winnings-title">
              <h2 id="by-winnings-title" className="by-card-title">
                {t('roulette.winnings')}
              </h2>
              {!data ? (
                <SkeletonBlock lines={2} label={t('roulette.loadingWinnings')} />
              ) : data.winnings.length === 0 ? (
                <p className="by-muted">{t('roulette.noWinnings')}</p>
              ) : (
                <ul className="by-winnings">
                  {data.winnings.map((w) => (
                    <li key={w.id}>
                      <PrizeTile prize={w} symbol={symbol} />
                      <span className="by-small by-muted">{format.dateTime(w.created_at)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="by-card" aria-labelledby="by-odds-title">
              <h2 id="by-odds-title" className="by-card-title">
                {t('roulette.odds')}
              </h2>
              {!data ? (
                <SkeletonBlock lines={3} label={t('roulette.loadingOdds')} />
              ) : (
                <TableRegion label={t('roulette.oddsTable')}>
                  <table className="by-table by-odds">
                    <thead>
                      <tr>
                        <th scope="col">{t('roulette.prize')}</th>
                        <th scope="col">{t('roulette.whatItGives')}</th>
                        <th scope="col">{t('roulette.chance')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.prizes.map((p) => (
                        <tr key={p.id}>
                          <td>{localized(p.name, p.nameI18n)}</td>
                          <td>{prizeEffect(p, symbol, t, format)}</td>
                          <td>{t('roulette.percent', { percent: format.amount(Math.round(p.odds * 100) / 100) })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </TableRegion>
              )}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
