// Administrator accounts: sign-in (password, then the second factor when one is set), the
// owner's management of the other administrators, and what GET admin.php says about oneself.
// Every sign-in, successful or not, and every change of a role, an account or a second factor
// is audited.
import { randomBytes } from 'node:crypto';
import type { AdminRole } from '@openpresale/shared/permissions';
import type { AdminAccount, AdminSelf } from '@openpresale/shared/schemas';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import { first, unitOfWork, type Db } from '../db/client';
import { admins, sessions } from '../db/tables';
import { conflict, forbidden, notFound } from '../errors';
import { hashPassword } from '../passwords';
import { deleteAdminSessions } from '../sessions';
import { audit, type Actor } from './audit';
import { readSecuritySettings } from './security-settings';

export type AdminRow = typeof admins.$inferSelect;

/** What an administrator is told about their own account. */
export async function adminSelf(db: Db, admin: AdminRow): Promise<AdminSelf> {
  const settings = await readSecuritySettings(db);
  return {
    id: admin.id,
    login: admin.login,
    role: admin.role,
    twoFactor: admin.totpSecret !== null,
    mustChangePassword: admin.mustChangePassword === 1,
    mustEnrolTwoFactor: settings.requireTwoFactor && admin.totpSecret === null,
  };
}

/** Who acts, for the audit log. */
export const actorOf = (admin: AdminRow): Actor => ({ id: admin.id, login: admin.login });

/** A sign-in decision in the audit log; the target names the account tried, known or not. */
export async function auditSignIn(
  db: Db,
  outcome: { admin: AdminRow | null; login: string; action: string; details: Record<string, unknown> },
  at: string,
): Promise<void> {
  const actor: Actor = outcome.admin ? actorOf(outcome.admin) : { system: 'sign-in' };
  await audit(db, actor, outcome.action, `admin:${outcome.login}`, null, outcome.details, at);
}

const accountOut = (row: AdminRow, lastSeen: string | null): AdminAccount => ({
  id: row.id,
  login: row.login,
  role: row.role,
  disabled: row.disabledAt !== null,
  twoFactor: row.totpSecret !== null,
  mustChangePassword: row.mustChangePassword === 1,
  created_at: row.createdAt,
  last_seen_at: lastSeen,
});

export async function adminAccounts(db: Db): Promise<AdminAccount[]> {
  const rows = await db.select().from(admins).orderBy(asc(admins.id));
  const seen = await db
    .select({ adminId: sessions.adminId, at: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(eq(sessions.kind, 'admin'))
    .groupBy(sessions.adminId);
  const lastSeen = new Map(seen.map((s) => [s.adminId, s.at ?? null]));
  return rows.map((row) => accountOut(row, lastSeen.get(row.id) ?? null));
}

/** 16 random characters: given once to the new administrator, replaced at their first sign-in. */
const temporaryPassword = () => randomBytes(12).toString('base64url');

export async function inviteAdmin(
  db: Db,
  input: { actor: AdminRow; login: string; role: AdminRole; now: string },
): Promise<{ admin: AdminAccount; temporaryPassword: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return unitOfWork(db, async (tx) => {
    if (await first(tx.select({ id: admins.id }).from(admins).where(eq(admins.login, input.login)))) {
      throw conflict('adminAccount.loginTaken');
    }
    const [row] = await tx
      .insert(admins)
      .values({ login: input.login, passwordHash, role: input.role, mustChangePassword: 1, createdAt: input.now, updatedAt: input.now })
      .returning();
    await audit(tx, actorOf(input.actor), 'admin.invite', `admin:${row!.login}`, null, { role: row!.role }, input.now);
    return { admin: accountOut(row!, null), temporaryPassword: password };
  });
}

async function activeOwners(tx: Db, exceptId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)` })
    .from(admins)
    .where(and(eq(admins.role, 'owner'), isNull(admins.disabledAt), ne(admins.id, exceptId)));
  return Number(row!.n);
}

export async function updateAdminAccount(
  db: Db,
  input: { actor: AdminRow; id: number; role?: AdminRole; disabled?: boolean; now: string },
): Promise<AdminAccount> {
  if (input.id === input.actor.id) throw forbidden('adminAccount.notSelf');
  return unitOfWork(db, async (tx) => {
    const before = await first(tx.select().from(admins).where(eq(admins.id, input.id)));
    if (!before) throw notFound('adminAccount.notFound');
    const role = input.role ?? before.role;
    const disabledAt = input.disabled === undefined ? before.disabledAt : input.disabled ? (before.disabledAt ?? input.now) : null;
    const staysOwner = role === 'owner' && disabledAt === null;
    if (before.role === 'owner' && !staysOwner && (await activeOwners(tx, before.id)) === 0) {
      throw conflict('adminAccount.lastOwner');
    }
    const [after] = await tx.update(admins).set({ role, disabledAt, updatedAt: input.now }).where(eq(admins.id, input.id)).returning();
    const actor = actorOf(input.actor);
    const target = `admin:${before.login}`;
    if (role !== before.role) await audit(tx, actor, 'admin.role_change', target, { role: before.role }, { role }, input.now);
    if ((disabledAt === null) !== (before.disabledAt === null)) {
      await audit(tx, actor, disabledAt ? 'admin.disable' : 'admin.enable', target, null, null, input.now);
      if (disabledAt) await deleteAdminSessions(tx, before.id);
    }
    return accountOut(after!, null);
  });
}

/**
 * A new temporary password for an administrator who lost theirs or their second factor: the second
 * factor is removed (they enrol again), every session ends, the password must be replaced.
 */
export async function resetAdmin(db: Db, input: { actor: AdminRow; id: number; now: string }): Promise<{ temporaryPassword: string }> {
  if (input.id === input.actor.id) throw forbidden('adminAccount.ownPassword');
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  return unitOfWork(db, async (tx) => {
    const before = await first(tx.select().from(admins).where(eq(admins.id, input.id)));
    if (!before) throw notFound('adminAccount.notFound');
    await tx
      .update(admins)
      .set({
        passwordHash,
        mustChangePassword: 1,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        recoveryCodes: null,
        updatedAt: input.now,
      })
      .where(eq(admins.id, input.id));
    await deleteAdminSessions(tx, input.id);
    await audit(
      tx,
      actorOf(input.actor),
      'admin.reset',
      `admin:${before.login}`,
      { twoFactor: before.totpSecret !== null },
      { twoFactor: false },
      input.now,
    );
    return { temporaryPassword: password };
  });
}
