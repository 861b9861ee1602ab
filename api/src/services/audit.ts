import type { Db } from '../db/client';
import { auditEntries } from '../db/tables';

/**
 * Who made a change: an administrator (their id and login), or the system itself, named (an
 * automatic approval by a payment watcher, a scheduled job), so both take the same path and leave
 * the same kind of audit entry.
 */
export type Actor = { id: number; login: string } | { system: string };

/** The audit log's name for the system acting on its own. */
export const systemLogin = (name: string) => `system:${name}`;

/** One audit entry per admin or system write, in the same transaction as the write. Returns its id. */
export async function audit(
  tx: Db,
  actor: Actor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  at: string,
): Promise<number> {
  const [row] = await tx
    .insert(auditEntries)
    .values({
      adminId: 'system' in actor ? null : actor.id,
      adminLogin: 'system' in actor ? systemLogin(actor.system) : actor.login,
      action,
      target,
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
      createdAt: at,
    })
    .returning({ id: auditEntries.id });
  return row!.id;
}
