import { defaultPriceId, isErc20FullName, toMicro } from '@openpresale/shared/domain';
import { cryptoCreateSchema, cryptoDeleteSchema, cryptosPutSchema, type CryptoUpdate } from '@openpresale/shared/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { depsOf, parseWith, type AppEnv } from '../context';
import { first, type Db } from '../db/client';
import { cryptos } from '../db/tables';
import { badRequest, conflict, notFound } from '../errors';
import { audit, type Actor } from '../services/audit';
import { cached, configWrite, cryptoRows } from '../services/config-cache';
import { cryptoOut } from '../services/serialize';
import { iso } from '../time';
import { admin, body } from '../middleware';
import { methodNotAllowed } from './helpers';
import { paymentSetupOf } from '../services/payment-setup';

/** Every currency by id, as the API shows it (cached until a currency write). */
export const listCryptos = (db: Db) => cached(db, 'cryptos', async () => (await cryptoRows(db)).map(cryptoOut));

async function updateOne(tx: Db, actor: Actor, u: CryptoUpdate, now: string) {
  const row = await first(tx.select().from(cryptos).where(eq(cryptos.currency, u.currency)));
  if (!row) throw notFound('currency.unknown', { currency: u.currency });
  const set = {
    ...paymentSetupOf(u, row),
    ...(u.fullName !== undefined ? { fullName: u.fullName } : {}),
    ...(u.rate !== undefined ? { rateMicro: toMicro(u.rate) } : {}),
    ...(u.address !== undefined ? { address: u.address } : {}),
    ...(u.priceId !== undefined ? { priceId: u.priceId || defaultPriceId(u.fullName ?? row.fullName) } : {}),
    updatedAt: now,
  };
  await tx.update(cryptos).set(set).where(eq(cryptos.id, row.id));
  const after = (await first(tx.select().from(cryptos).where(eq(cryptos.id, row.id))))!;
  await audit(tx, actor, 'crypto.update', `crypto:${row.currency}`, cryptoOut(row), cryptoOut(after), now);
  return cryptoOut(after);
}

// the admin token may ride in the body; it is not part of the update
const cryptosPut = z.preprocess(stripToken, cryptosPutSchema);

/** DELETE names the currency in the query (?currency=) or in a JSON body. */
const currencyToDelete = createMiddleware<AppEnv & { Variables: { body: z.output<typeof cryptoDeleteSchema> } }>(async (c, next) => {
  const queryCurrency = c.req.query('currency');
  const raw = queryCurrency !== undefined ? { currency: queryCurrency } : parseJsonOrBad(await c.req.text());
  c.set('body', parseWith(cryptoDeleteSchema, raw));
  await next();
});

export const cryptosRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ status: 'success' as const, data: await listCryptos(depsOf(c).db) }))
  .post('/', admin('currencies.write'), body(cryptoCreateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, body } = c.var;
    const now = iso(clock());
    const created = await configWrite(db, async (tx) => {
      if (await first(tx.select({ id: cryptos.id }).from(cryptos).where(eq(cryptos.currency, body.currency)))) {
        throw conflict('currency.exists', { currency: body.currency, field: 'currency' });
      }
      const [row] = await tx
        .insert(cryptos)
        .values({
          currency: body.currency,
          fullName: body.fullName,
          rateMicro: toMicro(body.rate),
          address: body.address,
          priceId: body.priceId || defaultPriceId(body.fullName),
          ...paymentSetupOf(body, null),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await audit(tx, session.admin, 'crypto.create', `crypto:${row!.currency}`, null, cryptoOut(row!), now);
      return cryptoOut(row!);
    });
    return c.json({ status: 'success' as const, crypto: created, message: `Cryptocurrency ${created.currency} added.` });
  })
  .put('/', admin('currencies.write'), body(cryptosPut), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, body } = c.var;
    const now = iso(clock());
    if (Array.isArray(body)) {
      const seen = new Set<string>();
      for (const u of body) {
        if (seen.has(u.currency)) throw conflict('currency.twice', { currency: u.currency });
        seen.add(u.currency);
      }
      await configWrite(db, async (tx) => {
        for (const u of body) await updateOne(tx, session.admin, u, now);
      });
      return c.json({ status: 'success' as const, currencies: await listCryptos(db), message: 'Cryptos updated successfully' });
    }
    if ('erc20Address' in body) {
      const updated = await configWrite(db, async (tx) => {
        const targets = (await tx.select().from(cryptos)).filter((r) => isErc20FullName(r.fullName));
        for (const r of targets) {
          await tx.update(cryptos).set({ address: body.erc20Address, updatedAt: now }).where(eq(cryptos.id, r.id));
        }
        await audit(
          tx,
          session.admin,
          'crypto.erc20_bulk_update',
          'cryptos',
          Object.fromEntries(targets.map((r) => [r.currency, r.address])),
          { address: body.erc20Address, currencies: targets.map((r) => r.currency) },
          now,
        );
        return targets.map((r) => r.currency);
      });
      return c.json({
        status: 'success' as const,
        currencies: await listCryptos(db),
        updated,
        message: `ERC-20 wallets updated to ${body.erc20Address}`,
      });
    }
    const crypto = await configWrite(db, async (tx) => updateOne(tx, session.admin, body, now));
    return c.json({
      status: 'success' as const,
      crypto,
      currencies: await listCryptos(db),
      message: `Cryptocurrency ${crypto.currency} has been updated.`,
    });
  })
  .delete('/', admin('currencies.write'), currencyToDelete, async (c) => {
    const { db, clock } = depsOf(c);
    const { session, body } = c.var;
    const now = iso(clock());
    await configWrite(db, async (tx) => {
      const row = await first(tx.select().from(cryptos).where(eq(cryptos.currency, body.currency)));
      if (!row) throw notFound('currency.unknown', { currency: body.currency });
      await tx.delete(cryptos).where(eq(cryptos.id, row.id));
      await audit(tx, session.admin, 'crypto.delete', `crypto:${row.currency}`, cryptoOut(row), null, now);
    });
    return c.json({ status: 'success' as const, message: `Your crypto - ${body.currency} has been deleted.` });
  })
  .all('/', methodNotAllowed);

function stripToken(raw: unknown) {
  if (raw && typeof raw === 'object' && !Array.isArray(raw) && 'admin_token' in raw) {
    const { admin_token: _drop, ...rest } = raw as Record<string, unknown>;
    return rest;
  }
  return raw;
}

function parseJsonOrBad(text: string): unknown {
  if (text.trim() === '') throw badRequest('currency.requiredInBodyOrQuery', { field: 'currency' });
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('request.malformedJson');
  }
}
