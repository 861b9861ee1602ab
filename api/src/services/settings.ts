import { DEFAULT_LEVELS, fromMicro, presaleProgress, type StatusLevel } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@openpresale/shared/schemas';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { cached } from './config-cache';
import { readTranslations } from './translations';

/** The settings record (cached; see config-cache). */
export function getSettings(db: Db): Promise<Settings> {
  return cached(db, 'settings', () => readSettings(db));
}

async function readSettings(db: Db): Promise<Settings> {
  const [row] = await prepared(db).settingsRow.execute();
  if (!row) return DEFAULT_SETTINGS;
  // stored JSON was validated on write; merging over defaults keeps old rows readable after new fields
  // (a stage name stored before translations existed has none: the default's belongs to 'Stage 1')
  const parsed = settingsSchema.safeParse({ ...DEFAULT_SETTINGS, stageNameI18n: {}, ...JSON.parse(row.data) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The status levels by threshold (cached; callers never change the array). */
export function getLevels(db: Db): Promise<StatusLevel[]> {
  return cached(db, 'levels', () => readLevels(db));
}

async function readLevels(db: Db): Promise<StatusLevel[]> {
  const rows = await prepared(db).levels.execute();
  if (rows.length === 0) return [...DEFAULT_LEVELS];
  return rows.map((r) => ({
    lvl: r.lvl,
    tokens: r.tokens,
    bonus: r.bonus,
    descr: r.descr,
    lvlI18n: readTranslations(r.lvlI18n),
    descrI18n: readTranslations(r.descrI18n),
  }));
}

/** Dollars per token in micro-units (cached). */
export function getMainValueMicro(db: Db): Promise<number> {
  return cached(db, 'mainValueMicro', async () => {
    const [row] = await prepared(db).mainCurrencyRow.execute();
    if (!row) throw new Error('Main currency is not configured');
    return row.valueMicro;
  });
}

/** Raised (all stages), sold (current stage) and progress, from the maintained aggregate table. */
export async function presaleStats(db: Db, current: Settings) {
  const statements = prepared(db);
  const [totals] = await statements.raisedTotal.execute();
  const [stage] = await statements.stageTotals.execute({ stage: current.stageName });
  const raised = fromMicro(totals?.raised ?? 0);
  return { raised, sold: fromMicro(stage?.soldMicro ?? 0), progress: presaleProgress(raised, current.hardCap) };
}
