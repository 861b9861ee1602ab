// SPEC §3 admin screens: every list, filter and sort the admin screens use is served
// by an index (no full scan, no full sort), so they stay fast with a million orders.
import { asc, desc, eq, gt, isNull, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionOf, openDatabase } from './db/client';
import { transactions, users, withdrawals } from './db/tables';

// SQLite's query planner; the PostgreSQL run leaves this file out (its planner decides by table statistics)
const db = await openDatabase(':memory:');
const live = isNull(transactions.deletedAt);
const page = <T extends { limit: (n: number) => { toSQL: () => { sql: string; params: unknown[] } } }>(q: T) => q.limit(10).toSQL();

const QUERIES = {
  'transactions, newest first': page(
    db.select().from(transactions).where(live).orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ),
  'transactions by status': page(
    db
      .select()
      .from(transactions)
      .where(and(live, eq(transactions.status, 'approved')))
      .orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ),
  'approved transactions by last change': page(
    db
      .select()
      .from(transactions)
      .where(and(live, eq(transactions.status, 'approved')))
      .orderBy(desc(transactions.updatedAt), desc(transactions.id)),
  ),
  'transactions by e-mail': page(
    db
      .select()
      .from(transactions)
      .where(and(live, eq(transactions.email, 'a@b.co')))
      .orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ),
  'transactions by usd_value': page(
    db.select().from(transactions).where(live).orderBy(desc(transactions.usdValueMicro), desc(transactions.id)),
  ),
  'transactions by amount_to_receive': page(
    db.select().from(transactions).where(live).orderBy(asc(transactions.amountToReceiveMicro), asc(transactions.id)),
  ),
  'transactions by amount_to_transfer': page(
    db.select().from(transactions).where(live).orderBy(asc(transactions.amountToTransferMicro), asc(transactions.id)),
  ),
  'transactions by updated_at': page(
    db.select().from(transactions).where(live).orderBy(desc(transactions.updatedAt), desc(transactions.id)),
  ),
  'pending transactions by usd_value': page(
    db
      .select()
      .from(transactions)
      .where(and(live, eq(transactions.status, 'pending')))
      .orderBy(desc(transactions.usdValueMicro), desc(transactions.id)),
  ),
  'transactions sorted by status (ties by id)': page(
    db.select().from(transactions).where(live).orderBy(asc(transactions.status), asc(transactions.id)),
  ),
  "a buyer's transactions": page(
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, 1), live))
      .orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ),
  'order by token': page(
    db
      .select()
      .from(transactions)
      .where(and(eq(transactions.orderToken, 'x'), live)),
  ),
  'users, newest first': page(db.select().from(users).orderBy(desc(users.id))),
  leaderboard: page(db.select().from(users).where(gt(users.depositUsdMicro, 0)).orderBy(desc(users.depositUsdMicro))),
  'withdrawals by status': page(
    db.select().from(withdrawals).where(eq(withdrawals.status, 'requested')).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)),
  ),
};

describe('indexes for admin lists (no full scan, no full sort)', () => {
  for (const [name, q] of Object.entries(QUERIES)) {
    it(`${name} uses an index`, async () => {
      const plan = connectionOf(db)
        .sqlite!.prepare(`EXPLAIN QUERY PLAN ${q.sql}`)
        .all(...(q.params as unknown[])) as Array<{ detail: string }>;
      const details = plan.map((p) => p.detail);
      if (name === 'users, newest first') {
        // walking the rowid b-tree backwards is the index here; LIMIT stops it after one page
        expect(details).toEqual(['SCAN users']);
        return;
      }
      expect(
        details.some((d) => /USING (COVERING )?INDEX|USING INTEGER PRIMARY KEY|SEARCH/.test(d)),
        details.join(' | '),
      ).toBe(true);
      expect(
        details.filter((d) => /^SCAN \w+$/.test(d)),
        details.join(' | '),
      ).toEqual([]);
      expect(
        details.filter((d) => d === 'USE TEMP B-TREE FOR ORDER BY'),
        details.join(' | '),
      ).toEqual([]);
    });
  }
});
