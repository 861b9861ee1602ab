import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Db } from './db/client';
import { prepared } from './db/prepared';
import { admins, sessions, users } from './db/tables';
import { iso } from './time';

export const USER_SESSION_MS = 30 * 24 * 3600 * 1000;
export const ADMIN_SESSION_MS = 12 * 3600 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Creates a session and returns the opaque token (32 random bytes, base64url); only its hash is stored. */
export async function createSession(
  db: Db,
  owner: { kind: 'user'; userId: number } | { kind: 'admin'; adminId: number },
  now: Date,
  userAgent?: string | null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = owner.kind === 'user' ? USER_SESSION_MS : ADMIN_SESSION_MS;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: owner.kind,
    userId: owner.kind === 'user' ? owner.userId : null,
    adminId: owner.kind === 'admin' ? owner.adminId : null,
    createdAt: iso(now),
    expiresAt: iso(new Date(now.getTime() + ttl)),
    userAgent: userAgent ? userAgent.slice(0, 200) : null,
  });
  // expired rows are useless; removing them here keeps the table small without a timer
  await db.delete(sessions).where(lt(sessions.expiresAt, iso(now)));
  return token;
}

export type SessionOwner =
  | { kind: 'user'; tokenHash: string; user: typeof users.$inferSelect }
  | { kind: 'admin'; tokenHash: string; admin: typeof admins.$inferSelect };

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

export async function findSession(db: Db, token: string, now: Date): Promise<SessionOwner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const tokenHash = hashToken(token);
  const statements = prepared(db);
  const [row] = await statements.sessionByHash.execute({ tokenHash, now: iso(now) });
  if (!row) return null;
  if (row.kind === 'user' && row.userId != null) {
    const [user] = await statements.userById.execute({ id: row.userId });
    return user ? { kind: 'user', tokenHash, user } : null;
  }
  if (row.kind === 'admin' && row.adminId != null) {
    const [admin] = await statements.adminById.execute({ id: row.adminId });
    return admin ? { kind: 'admin', tokenHash, admin } : null;
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
