import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { rows } from '../db/client';
import { ApiError } from '../errors';
import { methodNotAllowed } from './helpers';

export const healthRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    try {
      await rows(depsOf(c).db, sql`select 1`);
    } catch {
      throw new ApiError(503, 'server.databaseUnavailable');
    }
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);
