import { DEFAULT_LEVELS, fromMicro, presaleProgress, type StatusLevel } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@openpresale/shared/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mainCurrency, presaleTotals, settings, statusLevels } from '../db/schema';

export function getSettings(db: Db): Settings {
  const row = db.select().from(settings).where(eq(settings.id, 1)).get();
  if (!row) return DEFAULT_SETTINGS;
  // stored JSON was validated on write; merging over defaults keeps old rows readable after new fields
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(row.data) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export function getLevels(db: Db): StatusLevel[] {
  const rows = db.select().from(statusLevels).orderBy(asc(statusLevels.tokens)).all();
  if (rows.length === 0) return [...DEFAULT_LEVELS];
  return rows.map((r) => ({ lvl: r.lvl, tokens: r.tokens, bonus: r.bonus, descr: r.descr }));
}

export function getMainValueMicro(db: Db): number {
  const row = db.select().from(mainCurrency).where(eq(mainCurrency.id, 1)).get();
  if (!row) throw new Error('Main currency is not configured');
  return row.valueMicro;
}

/** Raised (all stages), sold (current stage) and progress, from the maintained aggregate table. */
export function presaleStats(db: Db, current: Settings) {
  const totals = db
    .select({ raised: sql<number>`coalesce(sum(${presaleTotals.raisedUsdMicro}), 0)` })
    .from(presaleTotals)
    .get();
  const stage = db.select().from(presaleTotals).where(eq(presaleTotals.stage, current.stageName)).get();
  const raised = fromMicro(totals?.raised ?? 0);
  return { raised, sold: fromMicro(stage?.soldMicro ?? 0), progress: presaleProgress(raised, current.hardCap) };
}
