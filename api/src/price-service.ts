// USD prices from a CoinGecko simple-price compatible service (SPEC §7), called by the server only.

export interface PriceService {
  /** USD price per id; ids the service does not know are absent from the answer. */
  getUsdPrices(ids: string[]): Promise<Record<string, number>>;
}

export class PriceServiceError extends Error {}

export function createHttpPriceService(opts: { baseUrl: string; timeoutMs?: number; fetchImpl?: typeof fetch }): PriceService {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    async getUsdPrices(ids) {
      const unique = [...new Set(ids.filter(Boolean))];
      if (unique.length === 0) return {};
      const url = `${base}/simple/price?ids=${unique.map(encodeURIComponent).join(',')}&vs_currencies=usd`;
      let res: Response;
      try {
        res = await doFetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 5000), headers: { accept: 'application/json' } });
      } catch (err) {
        throw new PriceServiceError(
          `Price service unreachable: ${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}`,
        );
      }
      if (!res.ok) throw new PriceServiceError(`Price service answered HTTP ${res.status}`);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new PriceServiceError('Price service sent invalid JSON');
      }
      const prices: Record<string, number> = {};
      if (body && typeof body === 'object') {
        for (const id of unique) {
          const usd = (body as Record<string, { usd?: unknown } | undefined>)[id]?.usd;
          if (typeof usd === 'number' && Number.isFinite(usd) && usd > 0) prices[id] = usd;
        }
      }
      return prices;
    },
  };
}
