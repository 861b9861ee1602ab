import { adminUserQuerySchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { admin, query } from '../middleware';
import { buyerDetail } from '../services/admin-views';
import { methodNotAllowed } from './helpers';

export const adminUserDetailRoutes = new Hono<AppEnv>()
  .get('/', admin('users.read'), query(adminUserQuerySchema), async (c) =>
    c.json({ status: 'success' as const, ...(await buyerDetail(depsOf(c).db, c.var.query.id)) }),
  )
  .all('/', methodNotAllowed);
