import { defaultPriceId, isErc20FullName, toMicro } from '@openpresale/shared/domain';
import { cryptoCreateSchema, cryptoDeleteSchema, cryptosPutSchema, type CryptoUpdate } from '@openpresale/shared/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseWith, readJson, requireAdmin, type AppEnv, type Ctx } from '../context';
import type { Db } from '../db/client';
import { cryptos } from '../db/schema';
import { badRequest, conflict, notFound } from '../errors';
import { audit, type AuditActor } from '../services/audit';
import { cachedDerived, configWrite, cryptoRows } from '../services/config-cache';
import { cryptoOut } from '../services/serialize';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

/** Every currency by id, as the API shows it (cached until a currency write). */
export const listCryptos = (db: Db) => cachedDerived(db, 'cryptos', () => cryptoRows(db).map(cryptoOut));

function updateOne(tx: Db, actor: AuditActor, u: CryptoUpdate, now: string) {
  const row = tx.select().from(cryptos).where(eq(cryptos.currency, u.currency)).get();
  if (!row) throw notFound(`Unknown currency: ${u.currency}.`);
  const set = {
    ...(u.fullName !== undefined ? { fullName: u.fullName } : {}),
    ...(u.rate !== undefined ? { rateMicro: toMicro(u.rate) } : {}),
    ...(u.address !== undefined ? { address: u.address } : {}),
    ...(u.priceId !== undefined ? { priceId: u.priceId || defaultPriceId(u.fullName ?? row.fullName) } : {}),
    updatedAt: now,
  };
  tx.update(cryptos).set(set).where(eq(cryptos.id, row.id)).run();
  const after = tx.select().from(cryptos).where(eq(cryptos.id, row.id)).get()!;
  audit(tx, actor, 'crypto.update', `crypto:${row.currency}`, cryptoOut(row), cryptoOut(after), now);
  return cryptoOut(after);
}

async function adminBody(c: Ctx) {
  const raw = await readJson(c);
  return { raw, session: requireAdmin(c, raw) };
}

export const cryptosRoutes = new Hono<AppEnv>()
  .get('/', (c) => c.json({ status: 'success' as const, data: listCryptos(depsOf(c).db) }))
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const { raw, session } = await adminBody(c);
    const body = parseWith(cryptoCreateSchema, raw);
    const now = iso(clock());
    const created = configWrite(db, (tx) => {
      if (tx.select({ id: cryptos.id }).from(cryptos).where(eq(cryptos.currency, body.currency)).get()) {
        throw conflict(`Currency ${body.currency} already exists.`);
      }
      const row = tx
        .insert(cryptos)
        .values({
          currency: body.currency,
          fullName: body.fullName,
          rateMicro: toMicro(body.rate),
          address: body.address,
          priceId: body.priceId || defaultPriceId(body.fullName),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
      audit(tx, session.admin, 'crypto.create', `crypto:${row.currency}`, null, cryptoOut(row), now);
      return cryptoOut(row);
    });
    return c.json({ status: 'success' as const, crypto: created, message: `Cryptocurrency ${created.currency} added.` });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const { raw, session } = await adminBody(c);
    const body = parseWith(cryptosPutSchema, stripToken(raw));
    const now = iso(clock());
    if (Array.isArray(body)) {
      const seen = new Set<string>();
      for (const u of body) {
        if (seen.has(u.currency)) throw conflict(`Currency ${u.currency} appears twice.`);
        seen.add(u.currency);
      }
      configWrite(db, (tx) => body.forEach((u) => updateOne(tx, session.admin, u, now)));
      return c.json({ status: 'success' as const, currencies: listCryptos(db), message: 'Cryptos updated successfully' });
    }
    if ('erc20Address' in body) {
      const updated = configWrite(db, (tx) => {
        const targets = tx
          .select()
          .from(cryptos)
          .all()
          .filter((r) => isErc20FullName(r.fullName));
        for (const r of targets) {
          tx.update(cryptos).set({ address: body.erc20Address, updatedAt: now }).where(eq(cryptos.id, r.id)).run();
        }
        audit(
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
        currencies: listCryptos(db),
        updated,
        message: `ERC-20 wallets updated to ${body.erc20Address}`,
      });
    }
    const crypto = configWrite(db, (tx) => updateOne(tx, session.admin, body, now));
    return c.json({
      status: 'success' as const,
      crypto,
      currencies: listCryptos(db),
      message: `Cryptocurrency ${crypto.currency} has been updated.`,
    });
  })
  .delete('/', async (c) => {
    const { db, clock } = depsOf(c);
    const queryCurrency = c.req.query('currency');
    const text = queryCurrency === undefined ? await c.req.text() : '';
    const raw = queryCurrency !== undefined ? { currency: queryCurrency } : parseJsonOrBad(text);
    const session = requireAdmin(c, raw);
    const body = parseWith(cryptoDeleteSchema, raw);
    const now = iso(clock());
    configWrite(db, (tx) => {
      const row = tx.select().from(cryptos).where(eq(cryptos.currency, body.currency)).get();
      if (!row) throw notFound(`Unknown currency: ${body.currency}.`);
      tx.delete(cryptos).where(eq(cryptos.id, row.id)).run();
      audit(tx, session.admin, 'crypto.delete', `crypto:${row.currency}`, cryptoOut(row), null, now);
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
  if (text.trim() === '') throw badRequest('currency is required (body {currency} or ?currency=).');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body.');
  }
}
