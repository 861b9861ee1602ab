import { STRIP_SLOT_WIDTH_PX, STRIP_WIN_INDEX, type PrizeType } from '@openpresale/shared/domain';
import { useLocalized, type TextTranslations } from '@openpresale/shared';
import { useLayoutEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { prizeEffect } from '../lib/prize-effect';

export interface StripPrize {
  id: number;
  name: string;
  nameI18n?: TextTranslations;
  type: PrizeType;
  /** percent for bonus_dep, tokens for add_to_balance */
  amount: number;
  image: string;
}

interface PrizeStripProps {
  prizes: readonly StripPrize[];
  /** Pixels the strip is moved left; the transition animates to it. */
  animate: boolean;
  durationMs: number;
  symbol: string;
}

/** A prize with its name and what it gives ('+5 % bonus on your purchases'). */
export function PrizeTile({ prize, symbol }: { prize: StripPrize; symbol: string }) {
  const t = useT();
  const format = useFormat();
  const localized = useLocalized();
  return (
    <div className={`by-prize by-prize-${prize.type}`}>
      {prize.image ? <img src={prize.image} alt="" width={56} height={56} /> : <span className="by-prize-glyph" aria-hidden="true" />}
      <span className="by-prize-name">{localized(prize.name, prize.nameI18n)}</span>
      <span className="by-prize-type">{prizeEffect(prize, symbol, t, format)}</span>
    </div>
  );
}

/**
 * The horizontal strip with a centre pointer. The offset is measured from the real viewport width
 * so the won slot (index 23) ends exactly under the pointer at every width; SPEC §9's fixed
 * offsets per window width describe the same aim for a fixed layout.
 */
export function PrizeStrip({ prizes, animate, durationMs, symbol }: PrizeStripProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    return () => observer?.disconnect();
  }, []);
  const target = STRIP_WIN_INDEX * STRIP_SLOT_WIDTH_PX + STRIP_SLOT_WIDTH_PX / 2 - width / 2;
  const start = Math.min(target, 2 * STRIP_SLOT_WIDTH_PX + STRIP_SLOT_WIDTH_PX / 2 - width / 2);
  const offset = animate ? target : start;
  return (
    <div className="by-strip-viewport" ref={viewport}>
      <span className="by-strip-pointer" aria-hidden="true" />
      <ol
        className="by-strip"
        aria-hidden="true"
        style={{
          transform: `translateX(${-offset}px)`,
          transition: animate ? `transform ${durationMs}ms cubic-bezier(0.12, 0.8, 0.18, 1)` : 'none',
        }}
      >
        {prizes.map((prize, index) => (
          <li key={index} className="by-strip-slot" style={{ width: STRIP_SLOT_WIDTH_PX }} data-slot={index}>
            <PrizeTile prize={prize} symbol={symbol} />
          </li>
        ))}
      </ol>
    </div>
  );
}
