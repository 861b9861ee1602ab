// The loyalty roulette: the allowance comes from the buyer's rank and the prizes already won, the
// prize is drawn on the server with the published odds, and a balance prize is a ledger entry.
import { buildStrip, drawWeighted, fromMicro, nextLevel, prizeOdds, spinsAllowance, winnablePrizes } from '@openpresale/shared/domain';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { prizes, userPrizes, users } from '../db/tables';
import { conflict } from '../errors';
import { postLedger } from './ledger';
import { getLevels } from './settings';
import { readTranslations, storedTranslations } from './translations';

/** A prize as the API answers it. */
export function prizeOut(r: typeof prizes.$inferSelect) {
  return {
    id: r.id,
    name: r.name,
    nameI18n: readTranslations(r.nameI18n),
    type: r.type,
    amount: fromMicro(r.amountMicro),
    chance: r.chance,
    image: r.image,
  };
}

/** Winnable prizes (chance > 0) with their published odds in percent. */
export async function wheel(db: Db) {
  return prizeOdds((await db.select().from(prizes).where(gt(prizes.chance, 0)).orderBy(asc(prizes.id))).map(prizeOut));
}

async function allowance(db: Db, userId: number) {
  const user = (await first(db.select().from(users).where(eq(users.id, userId))))!;
  const won = (await first(
    db
      .select({ n: sql<number>`count(*)` })
      .from(userPrizes)
      .where(eq(userPrizes.userId, userId)),
  ))!.n;
  const levels = await getLevels(db);
  // the rank follows the tokens bought, so taking delivery of tokens never takes spins away
  const purchased = fromMicro(user.purchasedMicro);
  return { won, spinsLeft: spinsAllowance(won, purchased, levels), nextRank: nextLevel(purchased, levels)?.lvl ?? null };
}

/** What the roulette page shows a buyer: the wheel, the spins left, the next rank and the winnings. */
export async function rouletteView(db: Db, userId: number) {
  const { spinsLeft, nextRank } = await allowance(db, userId);
  const winnings = (await db.select().from(userPrizes).where(eq(userPrizes.userId, userId)).orderBy(desc(userPrizes.id))).map((w) => ({
    id: w.id,
    name: w.name,
    nameI18n: readTranslations(w.nameI18n),
    type: w.type,
    image: w.image,
    amount: fromMicro(w.amountMicro),
    created_at: w.createdAt,
  }));
  return { prizes: await wheel(db), spinsLeft, nextRank, winnings };
}

/** One spin: allowance check, draw and credit in one unit of work with the buyer's row locked. */
export async function spin(db: Db, spinner: { userId: number; random: () => number; now: string }) {
  const { userId, random, now } = spinner;
  return unitOfWork(db, async (tx) => {
    // parallel spins of one buyer queue here
    await lockRow(tx, users, users.id, userId);
    const before = await allowance(tx, userId);
    if (before.spinsLeft <= 0) {
      throw before.won > 0 && before.nextRank
        ? conflict('roulette.noSpinsNeedRank', { rank: before.nextRank })
        : conflict('roulette.noSpins');
    }
    const list = await wheel(tx);
    if (winnablePrizes(list).length === 0) throw conflict('roulette.noPrizes');
    const prize = drawWeighted(list, random);
    const amountMicro = Math.round(prize.amount * 1e6);
    const [row] = await tx
      .insert(userPrizes)
      .values({
        userId,
        prizeId: prize.id,
        name: prize.name,
        nameI18n: storedTranslations(prize.nameI18n),
        type: prize.type,
        amountMicro,
        image: prize.image,
        createdAt: now,
      })
      .returning({ id: userPrizes.id });
    if (prize.type === 'add_to_balance' && prize.amount > 0) {
      await postLedger(tx, { userId, kind: 'prize', amountMicro, reference: `prize:${row!.id}`, at: now });
    }
    const strip = buildStrip(list, prize, random);
    return { prize, strip, spinsLeft: (await allowance(tx, userId)).spinsLeft };
  });
}
