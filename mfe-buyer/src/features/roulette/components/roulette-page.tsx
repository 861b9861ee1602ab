import { errorMessage, useHost, usePageTitle } from '@openpresale/shared';
import { SPIN_DURATION_MS, SPIN_RESULT_AT_MS, SPIN_START_DELAY_MS, STRIP_LENGTH } from '@openpresale/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useMe } from '../../../api/use-me';
import { useSettings } from '../../../api/use-settings';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { TableRegion } from '../../../components/table-region';
import { formatAmount } from '../../../lib/format';
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
  usePageTitle('Roulette');
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

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

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
      host.notify({ kind: 'error', title: 'The spin did not go through', description: errorMessage(error) });
      void roulette.refetch();
    }
  }

  const spinning = phase === 'requesting' || phase === 'rolling';
  const caption = spinsCaption({ loading: roulette.isPending, spinsLeft, nextRank: data?.nextRank ?? null });
  const explanation =
    data && me.data && settings.data
      ? spinsExplanation({ won: data.winnings.length, purchased: me.data.purchased, levels: settings.data.levels, symbol })
      : null;

  return (
    <div className="by-stack">
      <PageHeader
        title="Roulette"
        intro="Spin the loyalty wheel for a prize. The server draws the prize; the odds of every prize are listed below."
      />
      {roulette.isError ? (
        <ErrorState error={roulette.error} onRetry={() => void roulette.refetch()} />
      ) : (
        <>
          <section className="by-card by-roulette" aria-labelledby="by-roulette-title">
            <h2 id="by-roulette-title" className="visually-hidden">
              Prize strip
            </h2>
            {data ? (
              data.prizes.length === 0 ? (
                <p className="by-state by-state-empty">No prizes can be won right now.</p>
              ) : (
                <PrizeStrip prizes={strip ?? restingStrip(data.prizes)} animate={animate} durationMs={SPIN_DURATION_MS} symbol={symbol} />
              )
            ) : (
              <SkeletonBlock lines={4} label="Loading the prizes" />
            )}
            <div className="by-roulette-controls">
              <button
                type="button"
                className="button button-primary by-spin"
                onClick={spin}
                disabled={roulette.isPending || spinning || spinsLeft <= 0}
              >
                {spinning ? 'Spinning...' : 'Spin'}
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
                  You won: <strong>{won.name}</strong> — {prizeEffect(won, symbol)}
                </p>
              )}
            </div>
          </section>

          <div className="by-grid by-grid-2">
            <section className="by-card" aria-labelledby="by-winnings-title">
              <h2 id="by-winnings-title" className="by-card-title">
                Winnings
              </h2>
              {!data ? (
                <SkeletonBlock lines={2} label="Loading your winnings" />
              ) : data.winnings.length === 0 ? (
                <p className="by-muted">Spin roulette for getting prize</p>
              ) : (
                <ul className="by-winnings">
                  {data.winnings.map((w) => (
                    <li key={w.id}>
                      <PrizeTile prize={w} symbol={symbol} />
                      <span className="by-small by-muted">{new Date(w.created_at).toLocaleString()}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section className="by-card" aria-labelledby="by-odds-title">
              <h2 id="by-odds-title" className="by-card-title">
                Odds
              </h2>
              {!data ? (
                <SkeletonBlock lines={3} label="Loading the odds" />
              ) : (
                <TableRegion label="Odds table">
                  <table className="by-table by-odds">
                    <thead>
                      <tr>
                        <th scope="col">Prize</th>
                        <th scope="col">What it gives</th>
                        <th scope="col">Chance</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.prizes.map((p) => (
                        <tr key={p.id}>
                          <td>{p.name}</td>
                          <td>{prizeEffect(p, symbol)}</td>
                          <td>{formatAmount(Math.round(p.odds * 100) / 100)}%</td>
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
