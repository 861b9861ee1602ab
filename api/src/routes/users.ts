import { bestDepositBonusPercent, fromMicro, normalizeEmail, toMicro } from '@openpresale/shared/domain';
import {
  FORBIDDEN_USER_FIELDS,
  addBalanceSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  userListQuerySchema,
  usersPostBodySchema,
} from '@openpresale/shared/schemas';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  depsOf,
  parseQuery,
  parseWith,
  readJson,
  requireAdmin,
  requireUser,
  sessionOf,
  signInSucceeded,
  takeRegistrationAttempt,
  takeSignInAttempt,
  type AppEnv,
  type Ctx,
} from '../context';
import { first, lockRow, unitOfWork, type Db } from '../db/client';
import { prepared } from '../db/prepared';
import { transactions, userPrizes, users } from '../db/tables';
import { conflict, forbidden, notFound, unauthorized } from '../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { audit } from '../services/audit';
import { postLedger } from '../services/ledger';
import { userOut } from '../services/serialize';
import { getLevels } from '../services/settings';
import { createSession, deleteOtherUserSessions, deleteSession } from '../sessions';
import { iso } from '../time';
import { likeContains, methodNotAllowed } from './helpers';

async function prizesOf(db: Db, userIds: number[]) {
  const map = new Map<number, Array<{ name: string; type: string; image: string; amount: number }>>();
  if (userIds.length === 0) return map;
  const rows = await db.select().from(userPrizes).where(inArray(userPrizes.userId, userIds)).orderBy(userPrizes.id);
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ name: r.name, type: r.type, image: r.image, amount: fromMicro(r.amountMicro) });
    map.set(r.userId, list);
  }
  return map;
}

/** Highest bonus_dep percent among the user's prizes, micro-units of a percent (SPEC §9). */
export async function bestPrizePercentMicro(db: Db, userId: number): Promise<number> {
  return toMicro(bestDepositBonusPercent(await prizesOfOne(db, userId)));
}

/** prizesOf for one user, with the prepared statement (same rows, same order). */
async function prizesOfOne(db: Db, userId: number) {
  return (await prepared(db).prizesOfUser.execute({ userId })).map((r) => ({
    name: r.name,
    type: r.type,
    image: r.image,
    amount: fromMicro(r.amountMicro),
  }));
}

async function userView(db: Db, user: typeof users.$inferSelect) {
  const prizes = (await prizesOfOne(db, user.id)).map(({ name, type, image }) => ({ name, type, image }));
  return userOut(user, prizes, await getLevels(db));
}

/** A unique-constraint error of either engine, also when drizzle wraps it (the driver's error is then the cause). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const code = (e as { code?: string }).code;
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || /UNIQUE constraint failed/.test(e.message)) return true;
  }
  return false;
}

async function login(c: Ctx, email: string, pass: string) {
  const { db, clock } = depsOf(c);
  await takeSignInAttempt(c, 'login', email);
  const user = await first(db.select().from(users).where(eq(users.email, email)));
  const ok = await verifyPassword(pass, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw unauthorized('Invalid email or password.');
  await signInSucceeded(c, 'login', email);
  const token = await createSession(db, { kind: 'user', userId: user.id }, clock());
  return c.json({ status: 'success' as const, user: { token, email: user.email } });
}

async function register(c: Ctx, body: { name: string; email: string; phone: string; pass: string }) {
  const { db, clock } = depsOf(c);
  await takeRegistrationAttempt(c);
  const taken = () => conflict('This email is already registered.');
  if (await first(db.select({ id: users.id }).from(users).where(eq(users.email, body.email)))) throw taken();
  const passwordHash = await hashPassword(body.pass);
  const now = clock();
  try {
    const token = await unitOfWork(db, async (tx) => {
      const row = (await first(
        tx
          .insert(users)
          .values({ name: body.name, email: body.email, phoneNumber: body.phone, passwordHash, createdAt: iso(now) })
          .returning({ id: users.id }),
      ))!;
      return await createSession(tx, { kind: 'user', userId: row!.id }, now);
    });
    return c.json({ status: 'success' as const, token });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

export const usersRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    if (c.req.query('action') === 'logout') {
      const session = await requireUser(c);
      await deleteSession(depsOf(c).db, session.tokenHash);
      return c.json({ status: 'success' as const });
    }
    const body = parseWith(usersPostBodySchema, await readJson(c));
    return body.type === 'login' ? login(c, body.email, body.pass) : register(c, body);
  })
  .get('/', async (c) => {
    const { db } = depsOf(c);
    if (c.req.query('list') !== undefined) {
      await requireAdmin(c);
      const q = parseQuery(c, userListQuerySchema);
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
      return c.json({
        status: 'success' as const,
        users: rows.map((r) =>
          userOut(
            r,
            (prizeMap.get(r.id) ?? []).map(({ name, type, image }) => ({ name, type, image })),
            levels,
          ),
        ),
        total,
        withPrizes,
        page: q.page,
        pageSize: q.pageSize,
      });
    }
    const session = await requireUser(c);
    return c.json({ status: 'success' as const, user: await userView(db, session.user) });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await sessionOf(c, raw);
    if (!session) throw unauthorized();
    const now = iso(clock());

    if (session.kind === 'admin') {
      const buyerFields = ['name', 'pass', 'phone_number', 'payout_address'];
      if (raw && typeof raw === 'object' && !('balance' in raw) && buyerFields.some((k) => k in raw))
        throw forbidden('Administrators can only add balance here ({email, balance}).');
      const body = parseWith(addBalanceSchema, raw);
      const amountMicro = toMicro(body.balance);
      const updated = await unitOfWork(db, async (tx) => {
        const found = await first(tx.select({ id: users.id }).from(users).where(eq(users.email, body.email)));
        if (!found) throw notFound(`No user with the email ${body.email}.`);
        await lockRow(tx, users, users.id, found.id);
        const user = (await first(tx.select().from(users).where(eq(users.id, found.id))))!;
        const auditId = await audit(
          tx,
          session.admin,
          'user.add_balance',
          `user:${user.id}`,
          { balance: fromMicro(user.balanceMicro) },
          { balance: fromMicro(user.balanceMicro + amountMicro), added: fromMicro(amountMicro) },
          now,
        );
        await postLedger(tx, { userId: user.id, kind: 'admin_credit', amountMicro, reference: `audit:${auditId}`, at: now });
        return (await first(tx.select().from(users).where(eq(users.id, user.id))))!;
      });
      return c.json({ status: 'success' as const, message: 'Balance updated successfully!', user: await userView(db, updated) });
    }

    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const sent = FORBIDDEN_USER_FIELDS.filter((k) => k in (raw as object));
      if (sent.length > 0) throw forbidden(`These fields cannot be changed: ${sent.join(', ')}.`);
    }
    const user = session.user;
    const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    // the profile form may send the new password together with the personal data; both or either
    const wantsPassword = 'pass' in fields;
    const wantsProfile = !wantsPassword || 'name' in fields || 'email' in fields;
    const profile = wantsProfile ? parseWith(profileUpdateSchema, raw) : null;
    const password = wantsPassword ? parseWith(passwordUpdateSchema, raw) : null;
    const passwordHash = password ? await hashPassword(password.pass) : null;
    try {
      const updated = await unitOfWork(db, async (tx) => {
        if (profile) {
          const clash = await first(
            tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.email, profile.email), ne(users.id, user.id))),
          );
          if (clash) throw conflict('This email is already registered.');
          await tx
            .update(users)
            .set({ name: profile.name, email: profile.email, phoneNumber: profile.phone_number, payoutAddress: profile.payout_address })
            .where(eq(users.id, user.id));
          if (profile.email !== user.email)
            await tx.update(transactions).set({ email: profile.email }).where(eq(transactions.userId, user.id));
        }
        if (passwordHash) {
          await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
          // other devices must sign in again with the new password; this session stays
          await deleteOtherUserSessions(tx, user.id, session.tokenHash);
        }
        return (await first(tx.select().from(users).where(eq(users.id, user.id))))!;
      });
      return c.json({ status: 'success' as const, message: 'Profile updated', user: await userView(db, updated) });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This email is already registered.');
      throw err;
    }
  })
  .all('/', methodNotAllowed);
