import { intParam } from '@openpresale/shared/schemas';
import { desc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, type AppEnv } from '../context';
import { first } from '../db/client';
import { auditEntries } from '../db/tables';
import { admin, query } from '../middleware';
import { methodNotAllowed } from './helpers';

const pageQuery = z.object({
  page: intParam('page', 1, 1_000_000).optional().default(1),
  pageSize: intParam('pageSize', 1, 100).optional().default(20),
});

// Read-only view of the audit trail (not in the SPEC §7 table): who changed what, newest first.
export const auditRoutes = new Hono<AppEnv>()
  .get('/', admin('audit.read'), query(pageQuery), async (c) => {
    const { db } = depsOf(c);
    const q = c.var.query;
    const total = (await first(db.select({ n: sql<number>`count(*)` }).from(auditEntries)))!.n;
    const rows = await db
      .select()
      .from(auditEntries)
      .orderBy(desc(auditEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return c.json({
      status: 'success' as const,
      total,
      entries: rows.map((r) => ({
        id: r.id,
        admin: r.adminLogin,
        action: r.action,
        target: r.target,
        before: r.before == null ? null : JSON.parse(r.before),
        after: r.after == null ? null : JSON.parse(r.after),
        created_at: r.createdAt,
      })),
    });
  })
  .all('/', methodNotAllowed);
