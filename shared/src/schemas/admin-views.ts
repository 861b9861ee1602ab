import { z } from 'zod';
import { idParam, isoDateTime } from './common';
import { winningSchema } from './roulette';
import { adminUserRowSchema } from './users';
import { withdrawalSchema } from './withdrawals';

// Read-only views of the administrator area that no SPEC §7 controller answers: the figures of
// the Overview page and everything about one buyer on the user detail page.

/**
 * GET adminOverview.php?since=. `since` is the start of the administrator's day: the client
 * works it out in the admin time zone of the settings, the server only sums from that instant.
 */
export const adminOverviewQuerySchema = z.object({
  since: isoDateTime,
});

export const adminOverviewResponseSchema = z.object({
  status: z.literal('success'),
  /** Live orders approved at or after `since`, with their dollar value (usd_value). */
  sales: z.object({ since: z.string(), usd: z.number(), orders: z.number() }),
  /** When 'Update Crypto Rates' last changed a rate; null while the rates are the ones set by hand or at setup. */
  ratesUpdatedAt: z.string().nullable(),
  /** one row per chain watcher that has run, and per network with open orders but no watcher */
  watchers: z
    .array(
      z.object({
        network: z.string(),
        /** the last block the watcher finished; null for address-polled chains and before the first pass */
        lastBlock: z.number().nullable(),
        /** the node's height at the last pass */
        tip: z.number().nullable(),
        /** blocks the watcher is behind the node */
        lag: z.number().nullable(),
        lastRunAt: z.string().nullable(),
        lastError: z.string().nullable(),
        lastErrorAt: z.string().nullable(),
        /** false when orders wait on this network but no process watches it (no node configured) */
        configured: z.boolean(),
      }),
    )
    .default([]),
  /** orders waiting in review */
  reviewCount: z.number().default(0),
});
export type AdminOverview = z.output<typeof adminOverviewResponseSchema>;

export const LEDGER_KINDS = ['purchase', 'bonus', 'admin_credit', 'prize', 'withdrawal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const ledgerEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_KINDS),
  /** tokens; negative when they left the balance (a withdrawal request) */
  amount: z.number(),
  /** what caused it: 'transaction:12', 'audit:5', 'prize:3', 'withdrawal:7', 'withdrawal:7:reversal' */
  reference: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.output<typeof ledgerEntrySchema>;

/** GET adminUser.php?id= */
export const adminUserQuerySchema = z.object({ id: idParam });

/** How many ledger entries and withdrawals the user detail answers at most (newest first). */
export const ADMIN_USER_DETAIL_LIMIT = 1000;

export const adminUserDetailResponseSchema = z.object({
  status: z.literal('success'),
  user: adminUserRowSchema,
  ledger: z.array(ledgerEntrySchema),
  ledgerTotal: z.number(),
  withdrawals: z.array(withdrawalSchema),
  withdrawalsTotal: z.number(),
  winnings: z.array(winningSchema),
});
export type AdminUserDetail = z.output<typeof adminUserDetailResponseSchema>;
