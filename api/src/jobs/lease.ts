// A lease per background job, in the database: the process whose id is in the row runs the job
// until `expires_at`, renewing it as it works; another process takes over only once it has
// expired. Every process tries, so a job keeps running when the process holding it dies.
import { sql } from 'drizzle-orm';
import { exec, rows, type Db } from '../db/client';

/** Takes or renews the lease; true while this holder has it until now + leaseMs. */
export async function holdLease(db: Db, job: string, holder: string, nowMs: number, leaseMs: number): Promise<boolean> {
  const taken = await rows<{ holder: string }>(
    db,
    sql`INSERT INTO jobs (name, holder, expires_at, state) VALUES (${job}, ${holder}, ${nowMs + leaseMs}, '{}')
        ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
        WHERE jobs.holder = excluded.holder OR jobs.expires_at <= ${nowMs}
        RETURNING holder`,
  );
  return taken.length === 1;
}

/** Gives the lease up (a clean stop), so another process need not wait for it to expire. */
export async function releaseLease(db: Db, job: string, holder: string): Promise<void> {
  await exec(db, sql`UPDATE jobs SET expires_at = 0 WHERE name = ${job} AND holder = ${holder}`);
}

/** The job's stored progress. */
export async function jobState<T extends object>(db: Db, job: string): Promise<Partial<T>> {
  const [row] = await rows<{ state: string }>(db, sql`SELECT state FROM jobs WHERE name = ${job}`);
  return row ? (JSON.parse(row.state) as Partial<T>) : {};
}

export async function saveJobState(db: Db, job: string, state: object): Promise<void> {
  await exec(db, sql`UPDATE jobs SET state = ${JSON.stringify(state)} WHERE name = ${job}`);
}
