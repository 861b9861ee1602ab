import { randomBytes } from 'node:crypto';
import { DEFAULT_LEVELS, DEFAULT_PRIZES, toMicro } from '@openpresale/shared/domain';
import { DEFAULT_SETTINGS } from '@openpresale/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import { hashPasswordSync } from '../passwords';
import { first, type Db } from './client';
import { configWrite } from '../services/config-cache';
import { storedTranslations } from '../services/translations';
import { admins, cryptos, mainCurrency, prizes, settings, statusLevels } from './tables';

/** Demo main currency: 0.10 dollars per token. */
export const DEMO_MAIN_VALUE = 0.1;

// Plausible demo USD prices (not live data; 'Update Crypto Rates' replaces them) and obviously
// fake addresses the issuer must replace before taking real payments.
const DEMO_CURRENCIES = [
  { currency: 'BTC', fullName: 'Bitcoin', priceId: 'bitcoin', usd: 60000 },
  { currency: 'ETH', fullName: 'Ethereum', priceId: 'ethereum', usd: 3000 },
  { currency: 'USDT', fullName: 'Tether', priceId: 'tether', usd: 1 },
  { currency: 'BNB', fullName: 'BNB', priceId: 'binancecoin', usd: 600 },
  { currency: 'SOL', fullName: 'Solana', priceId: 'solana', usd: 150 },
];

export interface SeedOptions {
  adminLogin?: string;
  adminPassword?: string;
}

export interface SeedResult {
  seeded: boolean;
  adminLogin: string;
  /** set only when no password was given: print it once, it is not stored anywhere in clear */
  generatedPassword?: string;
}

/** Fills an empty database with the defaults of SPEC §2 and §9, demo currencies and one admin. */
export async function seedIfEmpty(db: Db, opts: SeedOptions = {}): Promise<SeedResult> {
  const now = new Date().toISOString();
  const login = (opts.adminLogin ?? 'admin').trim() || 'admin';
  let generatedPassword: string | undefined;
  let seeded = false;

  const existingAdmin = await first(db.select({ login: admins.login }).from(admins).limit(1));
  let adminHash: string | null = null;
  if (!existingAdmin) {
    const password = opts.adminPassword && opts.adminPassword.length > 0 ? opts.adminPassword : undefined;
    if (!password) generatedPassword = randomBytes(12).toString('base64url');
    adminHash = hashPasswordSync(password ?? generatedPassword!);
  }

  await configWrite(db, async (tx) => {
    if (adminHash) {
      await tx.insert(admins).values({ login, passwordHash: adminHash, createdAt: now, updatedAt: now });
      seeded = true;
    }
    if (await first(tx.select().from(settings).where(eq(settings.id, 1)))) return;
    seeded = true;
    await tx.insert(settings).values({ id: 1, data: JSON.stringify(DEFAULT_SETTINGS), updatedAt: now });
    const isEmpty = async (table: typeof mainCurrency | typeof statusLevels | typeof cryptos | typeof prizes) =>
      (await first(tx.select({ n: sql<number>`count(*)` }).from(table)))!.n === 0;
    if (await isEmpty(mainCurrency)) {
      await tx.insert(mainCurrency).values({ id: 1, valueMicro: toMicro(DEMO_MAIN_VALUE), updatedAt: now });
    }
    if (await isEmpty(statusLevels)) {
      await tx
        .insert(statusLevels)
        .values(DEFAULT_LEVELS.map((l) => ({ ...l, lvlI18n: storedTranslations(l.lvlI18n), descrI18n: storedTranslations(l.descrI18n) })));
    }
    if (await isEmpty(cryptos)) {
      await tx.insert(cryptos).values(
        DEMO_CURRENCIES.map((c) => ({
          currency: c.currency,
          fullName: c.fullName,
          priceId: c.priceId,
          rateMicro: toMicro(c.usd / DEMO_MAIN_VALUE),
          address: `demo-${c.currency.toLowerCase()}-address-replace-me`,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    if (await isEmpty(prizes)) {
      await tx.insert(prizes).values(
        DEFAULT_PRIZES.map((p) => ({
          name: p.name,
          nameI18n: storedTranslations(p.nameI18n),
          type: p.type,
          amountMicro: toMicro(p.amount),
          chance: p.chance,
          image: p.image,
          createdAt: now,
        })),
      );
    }
  });

  const admin = await first(db.select({ login: admins.login }).from(admins).limit(1));
  return { seeded, adminLogin: admin?.login ?? login, ...(generatedPassword ? { generatedPassword } : {}) };
}
