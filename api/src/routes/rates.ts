import { Hono } from 'hono';
import { heldRateDecisionSchema } from '@openpresale/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { fromMicro } from '@openpresale/shared/domain';
import { depsOf, type AppEnv } from '../context';
import { first, type Db } from '../db/client';
import { cryptos, heldRates } from '../db/tables';
import { ApiError, notFound } from '../errors';
import { PriceServiceError } from '../price-service';
import { audit } from '../services/audit';
import { configWrite } from '../services/config-cache';
import { getMainValueMicro } from '../services/settings';
import { iso } from '../time';
import { listCryptos } from './cryptos';
import { methodNotAllowed } from './helpers';
import { admin, body } from '../middleware';
import { readSecuritySettings } from '../services/security-settings';

/** How far a new rate is from the current one, in percent of the current one. */
const changePercent = (currentMicro: number, nextMicro: number) => (Math.abs(nextMicro - currentMicro) / currentMicro) * 100;

async function heldList(db: Db) {
  const rows = await db.select().from(heldRates).orderBy(asc(heldRates.currency));
  return rows.map((r) => ({
    currency: r.currency,
    rate: fromMicro(r.rateMicro),
    previous: fromMicro(r.previousMicro),
    changePercent: Math.round(changePercent(r.previousMicro, r.rateMicro) * 10) / 10,
    held_at: r.heldAt,
  }));
}

export const ratesRoutes = new Hono<AppEnv>()
  .post('/', admin('currencies.write'), async (c) => {
    const { db, clock, priceService } = depsOf(c);
    const session = c.var.session;
    const rows = await db.select().from(cryptos);
    let prices: Record<string, number>;
    try {
      prices = await priceService.getUsdPrices(rows.map((r) => r.priceId));
    } catch (err) {
      const reason = err instanceof PriceServiceError ? err.message : 'Price service failed';
      throw new ApiError(502, 'rates.fetchFailed', { reason });
    }
    const now = iso(clock());
    const { rateHoldPercent } = await readSecuritySettings(db);
    const result = await configWrite(db, async (tx) => {
      const mainValueMicro = await getMainValueMicro(tx);
      const updated: string[] = [];
      const missing: string[] = [];
      const held: string[] = [];
      const before: Record<string, number> = {};
      const after: Record<string, number> = {};
      for (const r of await tx.select().from(cryptos)) {
        const usd = prices[r.priceId];
        // rate = USD price / dollars per token, 6 decimals; computed in floating point first so
        // very cheap coins keep their precision, then rounded to micro-units once
        const rateMicro = typeof usd === 'number' ? Math.round((usd * 1e12) / mainValueMicro) : 0;
        if (!(rateMicro > 0) || !Number.isSafeInteger(rateMicro)) {
          missing.push(r.currency);
          continue;
        }
        // a jump this large is more often a price service's error than the market: it waits
        if (changePercent(r.rateMicro, rateMicro) > rateHoldPercent) {
          const values = { rateMicro, previousMicro: r.rateMicro, heldAt: now };
          await tx
            .insert(heldRates)
            .values({ currency: r.currency, ...values })
            .onConflictDoUpdate({ target: heldRates.currency, set: values });
          held.push(r.currency);
          continue;
        }
        await tx.delete(heldRates).where(eq(heldRates.currency, r.currency));
        await tx.update(cryptos).set({ rateMicro, updatedAt: now }).where(eq(cryptos.id, r.id));
        before[r.currency] = fromMicro(r.rateMicro);
        after[r.currency] = fromMicro(rateMicro);
        updated.push(r.currency);
      }
      await audit(
        tx,
        session.admin,
        'rates.update',
        'cryptos',
        before,
        { ...after, missing, held, mainValue: fromMicro(mainValueMicro) },
        now,
      );
      return { updated, missing, held };
    });
    const heldNote =
      result.held.length > 0 ? ` ${result.held.join(', ')} moved more than ${rateHoldPercent} %: waiting for confirmation.` : '';
    return c.json({
      status: 'success' as const,
      currencies: await listCryptos(db),
      updated: result.updated,
      missing: result.missing,
      held: await heldList(db),
      message:
        (result.missing.length > 0 ? `Rates updated; no price for ${result.missing.join(', ')} (old rate kept).` : 'Rates updated.') +
        heldNote,
    });
  })
  .get('/', admin('currencies.write'), async (c) => c.json({ status: 'success' as const, held: await heldList(depsOf(c).db) }))
  .put('/', admin('currencies.write'), body(heldRateDecisionSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { currency, decision } = c.var.body;
    const now = iso(clock());
    await configWrite(db, async (tx) => {
      const waiting = await first(tx.select().from(heldRates).where(eq(heldRates.currency, currency)));
      if (!waiting) throw notFound('rates.noneWaiting', { currency });
      await tx.delete(heldRates).where(eq(heldRates.currency, currency));
      const current = await first(tx.select().from(cryptos).where(eq(cryptos.currency, currency)));
      if (decision === 'apply' && current) {
        await tx.update(cryptos).set({ rateMicro: waiting.rateMicro, updatedAt: now }).where(eq(cryptos.id, current.id));
      }
      await audit(
        tx,
        c.var.session.admin,
        decision === 'apply' ? 'rates.confirm' : 'rates.discard',
        `crypto:${currency}`,
        { rate: current ? fromMicro(current.rateMicro) : null },
        { rate: fromMicro(waiting.rateMicro) },
        now,
      );
    });
    return c.json({ status: 'success' as const, currencies: await listCryptos(db), held: await heldList(db) });
  })
  .all('/', methodNotAllowed);
