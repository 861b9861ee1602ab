import { adminOverviewQuerySchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { admin, query } from '../middleware';
import { adminOverview } from '../services/admin-views';
import { methodNotAllowed } from './helpers';

export const adminOverviewRoutes = new Hono<AppEnv>()
  .get('/', admin('overview.read'), query(adminOverviewQuerySchema), async (c) =>
    c.json({ status: 'success' as const, ...(await adminOverview(depsOf(c).db, c.var.query.since)) }),
  )
  .all('/', methodNotAllowed);
