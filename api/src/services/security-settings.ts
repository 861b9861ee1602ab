import { eq } from 'drizzle-orm';
import { first, type Db } from '../db/client';
import { securitySettings } from '../db/tables';

export interface SecuritySettings {
  /** every administrator must sign in with a second factor */
  requireTwoFactor: boolean;
  /** an administrator session unused this many minutes ends */
  idleMinutes: number;
  /** a fetched rate further than this many percent from the current one waits for confirmation */
  rateHoldPercent: number;
}

export const DEFAULT_SECURITY_SETTINGS: SecuritySettings = { requireTwoFactor: false, idleMinutes: 30, rateHoldPercent: 20 };

/** The owner's security settings; the defaults until the owner first saves them. */
export async function readSecuritySettings(db: Db): Promise<SecuritySettings> {
  const row = await first(db.select().from(securitySettings).where(eq(securitySettings.id, 1)));
  if (!row) return DEFAULT_SECURITY_SETTINGS;
  return { requireTwoFactor: row.requireTwoFactor === 1, idleMinutes: row.idleMinutes, rateHoldPercent: row.rateHoldPercent };
}

export async function writeSecuritySettings(tx: Db, next: SecuritySettings, now: string): Promise<void> {
  const values = {
    requireTwoFactor: next.requireTwoFactor ? 1 : 0,
    idleMinutes: next.idleMinutes,
    rateHoldPercent: next.rateHoldPercent,
    updatedAt: now,
  };
  await tx
    .insert(securitySettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: securitySettings.id, set: values });
}
