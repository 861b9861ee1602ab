import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { buyer } from '../middleware';
import { buyerSessions, endOtherSessions } from '../services/accounts';
import { methodNotAllowed } from './helpers';

export const sessionsRoutes = new Hono<AppEnv>()
  .get('/', buyer, async (c) => {
    const { db, clock } = depsOf(c);
    const { user, tokenHash } = c.var.session;
    return c.json({ status: 'success' as const, sessions: await buyerSessions(db, user.id, tokenHash, clock()) });
  })
  .delete('/', buyer, async (c) => {
    const { user, tokenHash } = c.var.session;
    return c.json({ status: 'success' as const, ended: await endOtherSessions(depsOf(c).db, user.id, tokenHash) });
  })
  .all('/', methodNotAllowed);
