// Buyers' accounts: registration and sign-in, the profile, the administrator's list, and the one
// administrator credit ('Add Balance').
import { bestDepositBonusPercent, fromMicro, normalizeEmail, toMicro } from '@openpresale/shared/domain';
import type { AddBalance, ProfileUpdate, userListQuerySchema } from '@openpresale/shared/schemas';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { prepared } from '../db/prepared';
import { userPrizes, users } from '../db/tables';
import { conflict, notFound } from '../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@openpresale/shared/i18n';
import { sendMail, templates } from '../mail/notify';
import { createSession, deleteOtherUserSessions, type SessionMeta } from '../sessions';
import { iso } from '../time';
import { pendingEmailOf, requestEmailChange, sendVerificationLink } from './accounts';
import { audit, type Actor } from './audit';
import { postLedger } from './ledger';
import { userOut } from './serialize';
import { getLevels } from './settings';
import { likeContains } from './text-search';

export type Buyer = typeof users.$inferSelect;

type WonPrize = { name: string; type: string; image: string; amount: number };

async function prizesOf(db: Db, userIds: number[]) {
  const map = new Map<number, WonPrize[]>();
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userPrizes).where(inArray(userPrizes.userId, userIds)).orderBy(userPrizes.id);
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ name: r.name, type: r.type, image: r.image, amount: fromMicro(r.amountMicro) });
    map.set(r.userId, list);
  }
  return map;
}

/** The prizes one buyer won, with the prepared statement (same rows, same order as prizesOf). */
async function prizesOfOne(db: Db, userId: number): Promise<WonPrize[]> {
  return (await prepared(db).prizesOfUser.execute({ userId })).map((r) => ({
    name: r.name,
    type: r.type,
    image: r.image,
    amount: fromMicro(r.amountMicro),
  }));
}

/** Highest bonus_dep percent among the user's prizes, micro-units of a percent (SPEC §9). */
export async function bestPrizePercentMicro(db: Db, userId: number): Promise<number> {
  return toMicro(bestDepositBonusPercent(await prizesOfOne(db, userId)));
}

/** What GET users.php answers for one buyer. */
export async function buyerView(db: Db, user: Buyer, now: Date) {
  const prizes = (await prizesOfOne(db, user.id)).map(({ name, type, image }) => ({ name, type, image }));
  return {
    ...userOut(user, prizes, await getLevels(db)),
    pending_email: await pendingEmailOf(db, user.id, now),
    locale: isLocale(user.locale) ? user.locale : DEFAULT_LOCALE,
  };
}

/** A unique-constraint error of either engine, also when drizzle wraps it (the driver's error is then the cause). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint failed/.test(e.message)) return true;
  }
  return false;
}

const emailTaken = () => conflict('email.taken', { field: 'email' });

/** The buyer whose e-mail and password these are, or null (the same time either way). */
export async function checkPassword(db: Db, email: string, pass: string): Promise<Buyer | null> {
  const user = await first(db.select().from(users).where(eq(users.email, email)));
  const ok = await verifyPassword(pass, user?.passwordHash ?? (await dummyPasswordHash()));
  return user && ok ? user : null;
}

/** A new buyer and their first session's token; 409 when the e-mail is registered. */
export async function registerBuyer(
  db: Db,
  input: { name: string; email: string; phone: string; pass: string; locale: Locale },
  now: Date,
  meta: SessionMeta = {},
): Promise<string> {
  if (await first(db.select({ id: users.id }).from(users).where(eq(users.email, input.email)))) throw emailTaken();
  const passwordHash = await hashPassword(input.pass);
  try {
    return await unitOfWork(db, async (tx) => {
      const row = (await first(
        tx
          .insert(users)
          .values({
            name: input.name,
            email: input.email,
            phoneNumber: input.phone,
            passwordHash,
            createdAt: now.toISOString(),
            locale: input.locale,
          })
          .returning({ id: users.id }),
      ))!;
      await sendVerificationLink(tx, { id: row.id, email: input.email, locale: input.locale }, now);
      return createSession(tx, { kind: 'user', userId: row.id }, now, meta);
    });
  } catch (err) {
    // two registrations of one address at once: the unique index lets one through
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/** What a buyer's change needs: the current password when it touches the password, the e-mail or the payout address. */
export function needsCurrentPassword(user: Buyer, change: { profile: ProfileUpdate | null; password: string | null }): boolean {
  if (change.password) return true;
  if (!change.profile) return false;
  const { email, payout_address } = change.profile;
  return email !== user.email || (payout_address !== undefined && payout_address !== user.payoutAddress);
}

/**
 * A buyer's own changes: personal data, password, or both (the caller has checked the current
 * password when needed). A new password ends the buyer's other sessions (this one stays) and is
 * told to the account's address; a new e-mail address takes effect only through the link sent to
 * it (the current address is told); a new payout address is told to the account's address.
 */
export async function updateBuyer(
  db: Db,
  change: {
    user: Buyer;
    sessionTokenHash: string;
    profile: ProfileUpdate | null;
    password: string | null;
    /** the language of the buyer's e-mails; no password needed to change it */
    locale?: Locale;
    now: Date;
  },
): Promise<{ user: Buyer; emailChangeSentTo: string | null }> {
  const { user, profile, now } = change;
  const passwordHash = change.password ? await hashPassword(change.password) : null;
  const at = iso(now);
  const event = `${user.id}:${at}:${randomBytes(4).toString('hex')}`;
  try {
    return await unitOfWork(db, async (tx) => {
      await lockRow(tx, users, users.id, user.id);
      const current = (await first(tx.select().from(users).where(eq(users.id, user.id))))!;
      // first, so that the notices of this same change are already in the new language
      if (change.locale && change.locale !== current.locale) {
        await tx.update(users).set({ locale: change.locale }).where(eq(users.id, user.id));
        current.locale = change.locale;
      }
      let emailChangeSentTo: string | null = null;
      if (profile) {
        if (profile.email !== current.email) {
          const clash = await first(
            tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, profile.email), ne(users.id, user.id))),
          );
          if (clash) throw emailTaken();
          await requestEmailChange(tx, current, profile.email, now);
          emailChangeSentTo = profile.email;
        }
        await tx
          .update(users)
          .set({
            name: profile.name,
            // a field the buyer did not send stays as it is
            ...(profile.phone_number === undefined ? {} : { phoneNumber: profile.phone_number }),
            ...(profile.payout_address === undefined ? {} : { payoutAddress: profile.payout_address }),
          })
          .where(eq(users.id, user.id));
        const payoutAddress = profile.payout_address;
        if (payoutAddress !== undefined && payoutAddress !== current.payoutAddress)
          await sendMail(tx, {
            key: `payout-address-changed:${event}`,
            kind: 'payout_address_changed',
            to: current.email,
            locale: current.locale,
            now: at,
            content: (brand) => templates.payoutAddressChanged(brand, payoutAddress),
          });
      }
      if (passwordHash) {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await deleteOtherUserSessions(tx, user.id, change.sessionTokenHash);
        await sendMail(tx, {
          key: `password-changed:${event}`,
          kind: 'password_changed',
          to: current.email,
          locale: current.locale,
          now: at,
          content: (brand) => templates.passwordChanged(brand, 'profile'),
        });
      }
      return { user: (await first(tx.select().from(users).where(eq(users.id, user.id))))!, emailChangeSentTo };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * Tokens credited to a buyer by an administrator (or by the system): an audit entry and the
 * ledger entry that points at it, in one unit of work with the buyer's row locked.
 */
export async function creditBuyer(db: Db, credit: { actor: Actor; input: AddBalance; now: string }): Promise<Buyer> {
  const { actor, input, now } = credit;
  const amountMicro = toMicro(input.balance);
  return unitOfWork(db, async (tx) => {
    const found = await first(tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)));
    if (!found) throw notFound('user.noSuchEmail', { email: input.email });
    await lockRow(tx, users, users.id, found.id);
    const user = (await first(tx.select().from(users).where(eq(users.id, found.id))))!;
    const auditId = await audit(
      tx,
      actor,
      'user.add_balance',
      `user:${user.id}`,
      { balance: fromMicro(user.balanceMicro) },
      { balance: fromMicro(user.balanceMicro + amountMicro), added: fromMicro(amountMicro) },
      now,
    );
    await postLedger(tx, { userId: user.id, kind: 'admin_credit', amountMicro, reference: `audit:${auditId}`, at: now });
    await sendMail(tx, {
      key: `balance-credited:audit:${auditId}`,
      kind: 'balance_credited',
      to: user.email,
      locale: user.locale,
      now,
      content: (brand) =>
        templates.balanceCredited(brand, { amount: fromMicro(amountMicro), balance: fromMicro(user.balanceMicro + amountMicro) }),
    });
    return (await first(tx.select().from(users).where(eq(users.id, user.id))))!;
  });
}

/** The administrator's page of buyers (newest first), with prizes, levels and the filter's total. */
export async function buyerList(db: Db, q: z.output<typeof userListQuerySchema>) {
  const email = q.email ? normalizeEmail(q.email) : '';
  // a full address uses the unique e-mail index; a fragment searches
  const filter = !email
    ? undefined
    : /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
      ? eq(users.email, email)
      : sql`${users.email} LIKE ${likeContains(email)} ESCAPE '\\'`;
  const total = (await first(
    db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(filter),
  ))!.n;
  const withPrizes = (await first(db.select({ n: sql<number>`count(DISTINCT ${userPrizes.userId})` }).from(userPrizes)))!.n;
  const rows = await db
    .select()
    .from(users)
    .where(filter)
    .orderBy(desc(users.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const prizeMap = await prizesOf(
    db,
    rows.map((r) => r.id),
  );
  const levels = await getLevels(db);
  const list = rows.map((r) =>
    userOut(
      r,
      (prizeMap.get(r.id) ?? []).map(({ name, type, image }) => ({ name, type, image })),
      levels,
    ),
  );
  return { users: list, total, withPrizes };
}
