import { DEFAULT_LEVELS, fromMicro, presaleProgress, type StatusLevel } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@openpresale/shared/schemas';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { configCache } from './config-cache';

/** The settings record (cached; see config-cache). */
export function getSettings(db: Db): Settings {
  const cache = configCache(db);
  return (cache.settings ??= readSettings(db));
}

function readSettings(db: Db): Settings {
  const row = prepared(db).settingsRow.get();
  if (!row) return DEFAULT_SETTINGS;
  // stored JSON was validated on write; merging over defaults keeps old rows readable after new fields
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, ...JSON.parse(row.data) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The status levels by threshold (cached; callers never change the array). */
export function getLevels(db: Db): StatusLevel[] {
  const cache = configCache(db);
  return (cache.levels ??= readLevels(db));
}

function readLevels(db: Db): StatusLevel[] {
  const rows = prepared(db).levels.all();
  if (rows.length === 0) return [...DEFAULT_LEVELS];
  return rows.map((r) => ({ lvl: r.lvl, tokens: r.tokens, bonus: r.bonus, descr: r.descr }));
}

/** Dollars per token in micro-units (cached). */
export function getMainValueMicro(db: Db): number {
  const cache = configCache(db);
  if (cache.mainValueMicro !== undefined) return cache.mainValueMicro;
  const row = prepared(db).mainCurrencyRow.get();
  if (!row) throw new Error('Main currency is not configured');
  return (cache.mainValueMicro = row.valueMicro);
}

/** Raised (all stages), sold (current stage) and progress, from the maintained aggregate table. */
export function presaleStats(db: Db, current: Settings) {
  const statements = prepared(db);
  const totals = statements.raisedTotal.get();
  const stage = statements.stageTotals.get({ stage: current.stageName });
  const raised = fromMicro(totals?.raised ?? 0);
  return { raised, sold: fromMicro(stage?.soldMicro ?? 0), progress: presaleProgress(raised, current.hardCap) };
}
