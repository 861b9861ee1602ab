import { fromMicro, LEADERBOARD_SIZE, rankLeaders } from '@openpresale/shared/domain';
import { asc, desc, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { users } from '../db/tables';
import { getLevels } from '../services/settings';
import { methodNotAllowed } from './helpers';

export const leaderboardRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { db } = depsOf(c);
    // deposit_usd_micro is maintained at approval and indexed: top 10 without scanning orders
    const rows = await db
      .select({ email: users.email, deposit: users.depositUsdMicro, purchased: users.purchasedMicro })
      .from(users)
      .where(gt(users.depositUsdMicro, 0))
      .orderBy(desc(users.depositUsdMicro), asc(users.email))
      .limit(LEADERBOARD_SIZE);
    const leaders = rankLeaders(
      rows.map((r) => ({ email: r.email, deposit: fromMicro(r.deposit), purchased: fromMicro(r.purchased) })),
      await getLevels(db),
    );
    return c.json({ status: 'success' as const, leaders });
  })
  .all('/', methodNotAllowed);
