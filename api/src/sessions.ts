import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from './db/client';
import { prepared } from './db/prepared';
import { admins, sessions, users } from './db/tables';
import { iso } from './time';

export const USER_SESSION_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_SESSION_MS = 12 * 3600 * 1000;
/** Between the password and the second factor: long enough to open the authenticator app. */
export const SECOND_FACTOR_SESSION_MS = 5 * 60 * 1000;
/** last_seen_at is written at most this often per session: one write a minute, not one a request. */
const SEEN_RESOLUTION_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
  /** 'second_factor': the password was right, the code is still to come */
  state?: 'active' | 'second_factor';
}

/** Creates a session and returns the opaque token (32 random bytes, base64url); only its hash is stored. */
export async function createSession(
  db: Db,
  owner: { kind: 'user'; userId: number } | { kind: 'admin'; adminId: number },
  now: Date,
  meta: SessionMeta = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const state = meta.state ?? 'active';
  const ttl = state === 'second_factor' ? SECOND_FACTOR_SESSION_MS : owner.kind === 'user' ? USER_SESSION_MS : ADMIN_SESSION_MS;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: owner.kind,
    userId: owner.kind === 'user' ? owner.userId : null,
    adminId: owner.kind === 'admin' ? owner.adminId : null,
    createdAt: iso(now),
    expiresAt: iso(new Date(now.getTime() + ttl)),
    state,
    lastSeenAt: iso(now),
    ip: meta.ip ? meta.ip.slice(0, 64) : null,
    userAgent: meta.userAgent ? meta.userAgent.slice(0, 200) : null,
  });
  // expired rows are useless; removing them here keeps the table small without a timer
  await db.delete(sessions).where(lt(sessions.expiresAt, iso(now)));
  return token;
}

type SessionRow = typeof sessions.$inferSelect;

export type SessionOwner =
  | { kind: 'user'; tokenHash: string; user: typeof users.$inferSelect }
  | { kind: 'admin'; tokenHash: string; admin: typeof admins.$inferSelect; session: SessionRow };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export interface FindOptions {
  /** an administrator session unused this long has ended (asked only for administrator sessions) */
  adminIdleMs: () => Promise<number>;
  /** the session between password and second factor is wanted (only the code step asks for it) */
  state?: 'active' | 'second_factor';
}

/**
 * The session of a token, or null when it is unknown, expired, idle too long (administrators),
 * in the other state than asked, or its administrator is disabled.
 */
export async function findSession(db: Db, token: string, now: Date, options: FindOptions): Promise<SessionOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const statements = prepared(db);
  const [row] = await statements.sessionByHash.execute({ tokenHash, now: iso(now) });
  if (!row || row.state !== (options.state ?? 'active')) return null;
  if (row.kind === 'user' && row.userId != null) {
    const [user] = await statements.userById.execute({ id: row.userId });
    return user ? { kind: 'user', tokenHash, user } : null;
  }
  if (row.kind === 'admin' && row.adminId != null) {
    const lastSeen = Date.parse(row.lastSeenAt ?? row.createdAt);
    if (now.getTime() - lastSeen > (await options.adminIdleMs())) {
      await deleteSession(db, tokenHash);
      return null;
    }
    const [admin] = await statements.adminById.execute({ id: row.adminId });
    if (!admin || admin.disabledAt) return null;
    if (now.getTime() - lastSeen >= SEEN_RESOLUTION_MS) {
      await db
        .update(sessions)
        .set({ lastSeenAt: iso(now) })
        .where(eq(sessions.tokenHash, tokenHash));
    }
    return { kind: 'admin', tokenHash, admin, session: row };
  }
  return null;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteAdminSessions(db: Db, adminId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.adminId, adminId));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteOtherUserSessions(db: Db, userId: number, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
}
