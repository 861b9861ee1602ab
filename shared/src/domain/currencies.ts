// Currency rules (SPEC §4, §9): default price ids, rates from USD prices, ERC-20 bulk update, USDT equivalent.
import { divMicro, fromMicro, toMicro } from './money';

/** Full names whose address the ERC-20 bulk update sets (SPEC §9). */
export const ERC20_FULL_NAMES: readonly string[] = Object.freeze([
  'Ethereum',
  'Tether',
  'Polygon',
  'BNB',
  'USDC',
  'Binance-Peg BUSD',
  'Uniswap',
  'PancakeSwap',
  'Avalanche',
  'Cronos',
  'Shiba',
  '1inch',
  'DAI',
  'Chainlink',
  'Pepe',
]);

/** Exact, case-insensitive match against the list. */
export function isErc20FullName(fullName: string): boolean {
  const name = fullName.trim().toLowerCase();
  return ERC20_FULL_NAMES.some((n) => n.toLowerCase() === name);
}

/** Default price id: the full name lowercased without spaces (SPEC §4). */
export function defaultPriceId(fullName: string): string {
  return fullName.toLowerCase().replace(/\s+/g, '');
}

/** Rate = USD price / main currency value, 6 decimals (SPEC §9). Micro-units in and out. */
export function rateFromUsdMicro(usdPriceMicro: number, mainValueMicro: number): number {
  if (mainValueMicro <= 0) throw new RangeError('Main currency value must be positive');
  return divMicro(usdPriceMicro, mainValueMicro);
}

export function rateFromUsd(usdPrice: number, mainValue: number): number {
  return fromMicro(rateFromUsdMicro(toMicro(usdPrice), toMicro(mainValue)));
}

/** USDT equivalent = balance / rate of USDT (SPEC §9); 0 when USDT is not configured. */
export function usdtEquivalent(balance: number, cryptos: readonly { currency: string; rate: number }[]): number {
  const usdt = cryptos.find((c) => c.currency.toUpperCase() === 'USDT');
  if (!usdt || !(usdt.rate > 0)) return 0;
  return balance / usdt.rate;
}

/** Search of the buy grid: by code or full name, case-insensitive. */
export function filterCurrencies<T extends { currency: string; fullName: string }>(list: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((c) => c.currency.toLowerCase().includes(q) || c.fullName.toLowerCase().includes(q));
}

/** The ending of the demo addresses the seed data gives every currency. */
export const PLACEHOLDER_ADDRESS_SUFFIX = '-address-replace-me';

/**
 * True while a currency still has the seed data's demo address: nobody must be asked to pay
 * there, so no order can be placed in that currency until the issuer sets a real address.
 */
export function isPlaceholderAddress(address: string): boolean {
  return address.trim().toLowerCase().endsWith(PLACEHOLDER_ADDRESS_SUFFIX);
}

/** What a buyer is told about a currency whose address is still a placeholder. */
export function placeholderAddressMessage(currency: string): string {
  return `Payments in ${currency} are not open yet: the issuer has not set a wallet address for it.`;
}
