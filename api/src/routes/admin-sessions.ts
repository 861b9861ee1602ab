import { and, desc, eq, like } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { depsOf, type AppEnv } from '../context';
import { sessions } from '../db/tables';
import { notFound } from '../errors';
import { admin, query } from '../middleware';
import { actorOf } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

/** A session is named by the start of its token's hash: enough to tell them apart, useless to sign in. */
const ID_LENGTH = 16;
const byId = z.object({ id: z.string().regex(/^[0-9a-f]{16}$/, 'id must be a session id from the list.') });

// An administrator's own active sessions (where and when each was opened, when last used), and
// ending any of them, e.g. one left open on another computer.
export const adminSessionsRoutes = new Hono<AppEnv>()
  .get('/', admin('account.self'), async (c) => {
    const { db, clock } = depsOf(c);
    const me = c.var.session;
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.adminId, me.admin.id), eq(sessions.state, 'active')))
      .orderBy(desc(sessions.lastSeenAt));
    const now = iso(clock());
    return c.json({
      status: 'success' as const,
      sessions: rows
        .filter((row) => row.expiresAt > now)
        .map((row) => ({
          id: row.tokenHash.slice(0, ID_LENGTH),
          created_at: row.createdAt,
          last_seen_at: row.lastSeenAt,
          ip: row.ip,
          user_agent: row.userAgent,
          current: row.tokenHash === me.tokenHash,
        })),
    });
  })
  .delete('/', admin('account.self'), query(byId), async (c) => {
    const { db, clock } = depsOf(c);
    const me = c.var.session.admin;
    const ended = await db
      .delete(sessions)
      .where(and(eq(sessions.adminId, me.id), like(sessions.tokenHash, `${c.var.query.id}%`)))
      .returning({ tokenHash: sessions.tokenHash });
    if (ended.length === 0) throw notFound('session.notFound');
    await audit(db, actorOf(me), 'admin.session_end', `admin:${me.login}`, null, { session: c.var.query.id }, iso(clock()));
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);
