import { buildStrip, drawWeighted, fromMicro, nextLevel, prizeOdds, spinsAllowance, winnablePrizes } from '@openpresale/shared/domain';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, requireUser, type AppEnv } from '../context';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { prizes, userPrizes, users } from '../db/tables';
import { conflict } from '../errors';
import { postLedger } from '../services/ledger';
import { getLevels } from '../services/settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

function prizeOut(r: typeof prizes.$inferSelect) {
  return { id: r.id, name: r.name, type: r.type, amount: fromMicro(r.amountMicro), chance: r.chance, image: r.image };
}

/** Winnable prizes (chance > 0) with their published odds in percent. */
export async function wheel(db: Db) {
  return prizeOdds((await db.select().from(prizes).where(gt(prizes.chance, 0)).orderBy(asc(prizes.id))).map(prizeOut));
}

async function state(db: Db, userId: number) {
  const user = (await first(db.select().from(users).where(eq(users.id, userId))))!;
  const won = (await first(
    db
      .select({ n: sql<number>`count(*)` })
      .from(userPrizes)
      .where(eq(userPrizes.userId, userId)),
  ))!.n;
  const levels = await getLevels(db);
  const balance = fromMicro(user.balanceMicro);
  return { won, spinsLeft: spinsAllowance(won, balance, levels), nextRank: nextLevel(balance, levels)?.lvl ?? null, levels, balance };
}

export const rouletteRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = depsOf(c);
    const session = await requireUser(c);
    const s = await state(db, session.user.id);
    const winnings = (await db.select().from(userPrizes).where(eq(userPrizes.userId, session.user.id)).orderBy(desc(userPrizes.id))).map(
      (w) => ({ id: w.id, name: w.name, type: w.type, image: w.image, amount: fromMicro(w.amountMicro), created_at: w.createdAt }),
    );
    return c.json({ status: 'success' as const, prizes: await wheel(db), spinsLeft: s.spinsLeft, nextRank: s.nextRank, winnings });
  })
  .post('/', async (c) => {
    const { db, clock, random } = depsOf(c);
    const session = await requireUser(c);
    const now = iso(clock());
    // allowance check, draw and credit in one unit of work, the buyer's row locked: parallel spins queue up here
    const result = await unitOfWork(db, async (tx) => {
      await lockRow(tx, users, users.id, session.user.id);
      const s = await state(tx, session.user.id);
      if (s.spinsLeft <= 0) {
        throw conflict(s.won > 0 && s.nextRank ? `No more spins available. Need rank: ${s.nextRank}` : 'No more spins available.');
      }
      const list = await wheel(tx);
      if (winnablePrizes(list).length === 0) throw conflict('No prizes can be won at the moment.');
      const prize = drawWeighted(list, random);
      const [row] = await tx
        .insert(userPrizes)
        .values({
          userId: session.user.id,
          prizeId: prize.id,
          name: prize.name,
          type: prize.type,
          amountMicro: Math.round(prize.amount * 1e6),
          image: prize.image,
          createdAt: now,
        })
        .returning({ id: userPrizes.id });
      if (prize.type === 'add_to_balance' && prize.amount > 0) {
        await postLedger(tx, {
          userId: session.user.id,
          kind: 'prize',
          amountMicro: Math.round(prize.amount * 1e6),
          reference: `prize:${row!.id}`,
          at: now,
        });
      }
      const strip = buildStrip(list, prize, random);
      const after = await state(tx, session.user.id);
      return { prize, strip, spinsLeft: after.spinsLeft };
    });
    return c.json({ status: 'success' as const, ...result });
  })
  .all('/', methodNotAllowed);
