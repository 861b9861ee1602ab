import type { Db } from '../db/client';
import { auditEntries } from '../db/tables';

export interface AuditActor {
  id: number;
  login: string;
}

/** One audit entry per admin write, in the same transaction as the write. Returns its id. */
export async function audit(
  tx: Db,
  actor: AuditActor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
  at: string,
): Promise<number> {
  const [row] = await tx
    .insert(auditEntries)
    .values({
      adminId: actor.id,
      adminLogin: actor.login,
      action,
      target,
      before: before === undefined ? null : JSON.stringify(before),
      after: after === undefined ? null : JSON.stringify(after),
      createdAt: at,
    })
    .returning({ id: auditEntries.id });
  return row!.id;
}
