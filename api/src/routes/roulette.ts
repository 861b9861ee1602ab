import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { buyer } from '../middleware';
import { rouletteView, spin } from '../services/roulette';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

export const rouletteRoutes = new Hono<AppEnv>()
  .get('/', buyer, async (c) => c.json({ status: 'success' as const, ...(await rouletteView(depsOf(c).db, c.var.session.user.id)) }))
  .post('/', buyer, async (c) => {
    const { db, clock, random } = depsOf(c);
    return c.json({ status: 'success' as const, ...(await spin(db, { userId: c.var.session.user.id, random, now: iso(clock()) })) });
  })
  .all('/', methodNotAllowed);
