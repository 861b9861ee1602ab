// The administrators' digest: at most every `adminDigestMinutes` (setting), one e-mail to the
// address in `adminNotifyEmail` (setting) listing what came in since the last one: new
// withdrawal requests, new orders waiting for a decision, and e-mails that could not be delivered.
// Nothing new, no e-mail. Its progress (the instant the last digest covered) is the job's stored
// state, written in the same unit of work as the digest's outbox row, so a crash neither skips
// nor repeats anything.
import { and, eq, gt, sql } from 'drizzle-orm';
import { first, unitOfWork, type Db } from '../db/client';
import { outbox, transactions, users, withdrawals } from '../db/tables';
import { sendMail, templates } from '../mail/notify';
import { fromMicro } from '@openpresale/shared/domain';
import { getSettings } from '../services/settings';
import { iso, type Clock } from '../time';
import { holdLease, jobState, saveJobState } from './lease';
import { liveCount } from '../services/transaction-counts';

export const DIGEST_JOB = 'admin-digest';

interface DigestState {
  /** everything created after this instant is news for the next digest */
  since: string;
  /** when the last digest was written */
  lastSentAt: string;
}

/** One look: writes a digest when one is due and there is news. Returns whether it wrote one. */
export async function runAdminDigest(db: Db, clock: Clock, holder: string, leaseMs: number): Promise<boolean> {
  const now = clock();
  if (!(await holdLease(db, DIGEST_JOB, holder, now.getTime(), leaseMs))) return false;
  const settings = await getSettings(db);
  const state = await jobState<DigestState>(db, DIGEST_JOB);
  const since = state.since ?? iso(now);
  if (!settings.adminNotifyEmail) {
    // nobody to tell: what happens meanwhile is not saved up for a later address
    await saveJobState(db, DIGEST_JOB, { since: iso(now), lastSentAt: state.lastSentAt ?? '' });
    return false;
  }
  if (!state.since) {
    await saveJobState(db, DIGEST_JOB, { since, lastSentAt: '' });
    return false;
  }
  if (state.lastSentAt && now.getTime() - Date.parse(state.lastSentAt) < settings.adminDigestMinutes * 60_000) return false;
  return unitOfWork(db, async (tx) => {
    const until = iso(now);
    const requested = await tx
      .select({ id: withdrawals.id, email: users.email, amountMicro: withdrawals.amountMicro, address: withdrawals.address })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(and(gt(withdrawals.createdAt, since), sql`${withdrawals.createdAt} <= ${until}`, eq(withdrawals.status, 'requested')))
      .orderBy(withdrawals.id)
      .limit(100);
    const newOrders = Number(
      (await first(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(transactions)
          .where(and(gt(transactions.createdAt, since), sql`${transactions.createdAt} <= ${until}`, eq(transactions.status, 'pending'))),
      ))!.n,
    );
    const failedMail = Number(
      (await first(
        tx
          .select({ n: sql<number>`count(*)` })
          .from(outbox)
          .where(and(eq(outbox.status, 'failed'), gt(outbox.updatedAt, since), sql`${outbox.updatedAt} <= ${until}`)),
      ))!.n,
    );
    if (requested.length === 0 && newOrders === 0 && failedMail === 0) {
      await saveJobState(tx, DIGEST_JOB, { since: until, lastSentAt: state.lastSentAt ?? '' });
      return false;
    }
    const pendingOrders = await liveCount(tx, 'pending');
    await sendMail(tx, {
      key: `admin-digest:${until}`,
      kind: 'admin_digest',
      to: settings.adminNotifyEmail,
      now: until,
      content: (brand) =>
        templates.adminDigest(brand, {
          withdrawals: requested.map((w) => ({ id: w.id, email: w.email, amount: fromMicro(w.amountMicro), address: w.address })),
          pendingOrders,
          newOrders,
          failedMail,
        }),
    });
    await saveJobState(tx, DIGEST_JOB, { since: until, lastSentAt: until });
    return true;
  });
}
