// What keeps an account in its owner's hands: links sent by e-mail to reset a forgotten password,
// to confirm the address at registration and to confirm a new address; the buyer's list of
// signed-in devices. Every link is a random token of which only the SHA-256 is stored, valid once
// and for a limited time; each message is written in the unit of work of its event.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { accountTokens, sessions, transactions, users } from '../db/tables';
import { badRequest, conflict } from '../errors';
import { mailSetup, sendMail, templates } from '../mail/notify';
import { hashPassword } from '../passwords';
import { hashToken } from '../sessions';
import { iso } from '../time';

export type TokenPurpose = 'reset' | 'verify' | 'email_change';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  reset: 30 * 60 * 1000,
  verify: 7 * 24 * 3600 * 1000,
  email_change: 24 * 3600 * 1000,
};

const invalidLink = () => badRequest('link.invalid');

/** A new single-use link token; earlier unused tokens of the same purpose for this buyer stop working. */
async function issueToken(
  tx: Db,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  now: Date,
): Promise<{ token: string; hash: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  await tx
    .update(accountTokens)
    .set({ usedAt: iso(now) })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  await tx.insert(accountTokens).values({
    tokenHash: hash,
    userId,
    purpose,
    email,
    createdAt: iso(now),
    expiresAt: iso(new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose])),
  });
  // spent and expired tokens are useless; removing them here keeps the table small without a timer
  await tx.delete(accountTokens).where(sql`${accountTokens.expiresAt} < ${iso(new Date(now.getTime() - 24 * 3600 * 1000))}`);
  return { token, hash };
}

const linkTo = (db: Db, page: 'reset-password' | 'verify-email', token: string) => `${mailSetup(db).publicUrl}/${page}?token=${token}`;

/** The verification link of a new buyer (called in the registration's unit of work). */
export async function sendVerificationLink(tx: Db, user: { id: number; email: string; locale: string }, now: Date): Promise<void> {
  const { token, hash } = await issueToken(tx, user.id, 'verify', user.email, now);
  await sendMail(tx, {
    key: `verify:${hash}`,
    kind: 'verify_email',
    to: user.email,
    locale: user.locale,
    now: iso(now),
    content: (brand) => templates.verifyEmail(brand, linkTo(tx, 'verify-email', token)),
  });
}

/** 'Resend' on the profile: a fresh verification link (the earlier one stops working). */
export async function resendVerification(db: Db, userId: number, now: Date): Promise<void> {
  await unitOfWork(db, async (tx) => {
    const user = (await first(tx.select().from(users).where(eq(users.id, userId))))!;
    if (user.emailVerifiedAt) throw conflict('email.alreadyConfirmed');
    await sendVerificationLink(tx, user, now);
  });
}

/**
 * 'Forgot password?': when an account has this address, a reset link goes to it. The caller
 * answers the same whether or not one does (and before this runs: see the route).
 */
export async function requestPasswordReset(db: Db, email: string, now: Date): Promise<void> {
  const user = await first(db.select({ id: users.id, email: users.email, locale: users.locale }).from(users).where(eq(users.email, email)));
  if (!user) return;
  await unitOfWork(db, async (tx) => {
    const { token, hash } = await issueToken(tx, user.id, 'reset', user.email, now);
    await sendMail(tx, {
      key: `reset:${hash}`,
      kind: 'reset_password',
      to: user.email,
      locale: user.locale,
      now: iso(now),
      content: (brand) => templates.resetPassword(brand, linkTo(tx, 'reset-password', token)),
    });
  });
}

/** The unused, unexpired token of one of these purposes, locked to this unit of work; 400 otherwise. */
async function takeToken(tx: Db, token: string, purposes: TokenPurpose[], now: Date) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw invalidLink();
  const hash = hashToken(token);
  const row = await first(tx.select().from(accountTokens).where(eq(accountTokens.tokenHash, hash)));
  if (!row || row.usedAt || row.expiresAt <= iso(now) || !purposes.includes(row.purpose)) throw invalidLink();
  await lockRow(tx, users, users.id, row.userId);
  // used once: of two requests with one link, only the first marks it
  const [spent] = await tx
    .update(accountTokens)
    .set({ usedAt: iso(now) })
    .where(and(eq(accountTokens.tokenHash, hash), isNull(accountTokens.usedAt)))
    .returning({ hash: accountTokens.tokenHash });
  if (!spent) throw invalidLink();
  return row;
}

/**
 * A new password through a reset link: every session of the account ends, the address is known
 * to be the buyer's (so it counts as confirmed), and a notice goes to it.
 */
export async function resetPassword(db: Db, token: string, pass: string, now: Date): Promise<{ email: string }> {
  const passwordHash = await hashPassword(pass);
  return unitOfWork(db, async (tx) => {
    const row = await takeToken(tx, token, ['reset'], now);
    const user = (await first(tx.select().from(users).where(eq(users.id, row.userId))))!;
    // a link sent to an address the buyer has since changed no longer speaks for the account
    if (user.email !== row.email) throw invalidLink();
    await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? iso(now) })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await sendMail(tx, {
      key: `password-changed:${row.tokenHash}`,
      kind: 'password_changed',
      to: user.email,
      locale: user.locale,
      now: iso(now),
      content: (brand) => templates.passwordChanged(brand, 'reset'),
    });
    return { email: user.email };
  });
}

/**
 * A link from an e-mail that confirms an address: the registration's (the address is confirmed)
 * or a change's (the account's address becomes the new one, on its orders too).
 */
export async function confirmEmail(db: Db, token: string, now: Date): Promise<{ purpose: 'verify' | 'email_change'; email: string }> {
  return unitOfWork(db, async (tx) => {
    const row = await takeToken(tx, token, ['verify', 'email_change'], now);
    const user = (await first(tx.select().from(users).where(eq(users.id, row.userId))))!;
    if (row.purpose === 'verify') {
      if (user.email !== row.email) throw invalidLink();
      if (!user.emailVerifiedAt)
        await tx
          .update(users)
          .set({ emailVerifiedAt: iso(now) })
          .where(eq(users.id, user.id));
      return { purpose: 'verify' as const, email: user.email };
    }
    const taken = await first(
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, row.email), ne(users.id, user.id))),
    );
    if (taken) throw conflict('email.taken', { field: 'email' });
    await tx
      .update(users)
      .set({ email: row.email, emailVerifiedAt: iso(now) })
      .where(eq(users.id, user.id));
    await tx.update(transactions).set({ email: row.email }).where(eq(transactions.userId, user.id));
    return { purpose: 'email_change' as const, email: row.email };
  });
}

/** A change of address asked from the profile: a link to the new address, a notice to the current one. */
export async function requestEmailChange(
  tx: Db,
  user: { id: number; email: string; locale: string },
  newEmail: string,
  now: Date,
): Promise<void> {
  const { token, hash } = await issueToken(tx, user.id, 'email_change', newEmail, now);
  await sendMail(tx, {
    key: `email-change:${hash}`,
    kind: 'confirm_new_email',
    to: newEmail,
    locale: user.locale,
    now: iso(now),
    content: (brand) => templates.confirmNewEmail(brand, linkTo(tx, 'verify-email', token)),
  });
  await sendMail(tx, {
    key: `email-change-notice:${hash}`,
    kind: 'email_change_notice',
    to: user.email,
    locale: user.locale,
    now: iso(now),
    content: (brand) => templates.emailChangeRequested(brand, newEmail),
  });
}

/** The new address waiting for its confirmation link to be opened, if any. */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const row = await first(
    db
      .select({ email: accountTokens.email })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, 'email_change'),
          isNull(accountTokens.usedAt),
          gt(accountTokens.expiresAt, iso(now)),
        ),
      )
      .orderBy(desc(accountTokens.createdAt))
      .limit(1),
  );
  return row?.email ?? null;
}

/** The buyer's signed-in devices, newest first; `current` is the one asking. */
export async function buyerSessions(db: Db, userId: number, currentHash: string, now: Date) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, iso(now))))
    .orderBy(desc(sessions.createdAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.tokenHash.slice(0, 12),
    created_at: r.createdAt,
    expires_at: r.expiresAt,
    user_agent: r.userAgent,
    current: r.tokenHash === currentHash,
  }));
}

/** 'End all other sessions': every device but this one is signed out. Returns how many. */
export async function endOtherSessions(db: Db, userId: number, currentHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, currentHash)))
    .returning({ hash: sessions.tokenHash });
  return ended.length;
}

/**
 * Whether this buyer may place an order now: with the issuer's setting on, a buyer who has not
 * confirmed their address may browse but not place their first order.
 */
export async function mustConfirmBeforeOrder(tx: Db, user: { id: number; emailVerifiedAt: string | null }, required: boolean) {
  if (!required || user.emailVerifiedAt) return false;
  const earlier = await first(tx.select({ id: transactions.id }).from(transactions).where(eq(transactions.userId, user.id)).limit(1));
  return !earlier;
}
