import { auditQuerySchema } from '@openpresale/shared/schemas';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { first } from '../db/client';
import { auditEntries } from '../db/tables';
import { admin, query } from '../middleware';
import { actorOf } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

/** Rows of one CSV download at most: the filters narrow anything larger. */
const CSV_ROWS = 50_000;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // a cell a spreadsheet would run as a formula starts with a quote instead
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const entryOut = (r: typeof auditEntries.$inferSelect) => ({
  id: r.id,
  admin: r.adminLogin,
  action: r.action,
  target: r.target,
  before: r.before == null ? null : JSON.parse(r.before),
  after: r.after == null ? null : JSON.parse(r.after),
  created_at: r.createdAt,
});

// The audit trail (not in the SPEC §7 table): who did what, newest first, filtered by action,
// administrator and time; as CSV for an export, which is itself audited.
export const auditRoutes = new Hono<AppEnv>()
  .get('/', admin('audit.read'), query(auditQuerySchema), async (c) => {
    const { db, clock } = depsOf(c);
    const q = c.var.query;
    const filters: SQL[] = [];
    if (q.action) filters.push(eq(auditEntries.action, q.action));
    if (q.admin) filters.push(eq(auditEntries.adminLogin, q.admin));
    if (q.from) filters.push(gte(auditEntries.createdAt, q.from));
    if (q.to) filters.push(lte(auditEntries.createdAt, q.to));
    const where = filters.length ? and(...filters) : undefined;
    if (q.format === 'csv') {
      const rows = await db.select().from(auditEntries).where(where).orderBy(desc(auditEntries.id)).limit(CSV_ROWS);
      const me = c.var.session.admin;
      const { format: _format, page: _page, pageSize: _size, ...filtersSent } = q;
      await audit(db, actorOf(me), 'export.audit', 'audit_entries', null, { rows: rows.length, filters: filtersSent }, iso(clock()));
      const lines = [['id', 'created_at', 'admin', 'action', 'target', 'before', 'after']].concat(
        rows.map((r) => {
          const e = entryOut(r);
          return [e.id, e.created_at, e.admin, e.action, e.target, e.before, e.after].map(csvCell);
        }) as never,
      );
      c.header('Content-Disposition', 'attachment; filename="audit.csv"');
      return c.body(lines.map((line) => line.join(',')).join('\r\n') + '\r\n', 200, { 'Content-Type': 'text/csv; charset=utf-8' });
    }
    const total = (await first(
      db
        .select({ n: sql<number>`count(*)` })
        .from(auditEntries)
        .where(where),
    ))!.n;
    const rows = await db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const actions = await db.selectDistinct({ action: auditEntries.action }).from(auditEntries).orderBy(asc(auditEntries.action));
    return c.json({ status: 'success' as const, total: Number(total), entries: rows.map(entryOut), actions: actions.map((a) => a.action) });
  })
  .all('/', methodNotAllowed);
