import { MIN_BUY_TOKENS } from '@openpresale/shared/domain';

/** Crypto amounts go to the server with at most 6 decimals. */
const MAX_DECIMALS = 6;

/**
 * The amount the buy form suggests once a currency is chosen: the smallest amount with two
 * significant digits that buys at least the minimum purchase. A fixed default of 40 meant 40 BTC
 * (millions of dollars, over the maximum) for one currency and 40 USDT for another.
 */
export function defaultCryptoAmount(rate: number): string {
  if (!(rate > 0)) return '';
  const exact = MIN_BUY_TOKENS / rate;
  const exponent = Math.floor(Math.log10(exact));
  const decimals = Math.min(MAX_DECIMALS, Math.max(0, 1 - exponent));
  const step = 10 ** -decimals;
  let amount = Math.ceil(exact / step - 1e-9) * step;
  if (amount * rate < MIN_BUY_TOKENS) amount += step;
  return amount
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}
