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
import { inTransaction, type Db } from '../db/client';
import { prepared } from '../db/prepared';
import { transactions, userPrizes, users } from '../db/schema';
import { conflict, forbidden, notFound, unauthorized } from '../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { audit } from '../services/audit';
import { postLedger } from '../services/ledger';
import { userOut } from '../services/serialize';
import { getLevels } from '../services/settings';
import { createSession, deleteOtherUserSessions, deleteSession } from '../sessions';
import { iso } from '../time';
import { likeContains, methodNotAllowed } from './helpers';

function prizesOf(db: Db, userIds: number[]) {
  const map = new Map<number, Array<{ name: string; type: string; image: string; amount: number }>>();
  if (userIds.length === 0) return map;
  const rows = db.select().from(userPrizes).where(inArray(userPrizes.userId, userIds)).orderBy(userPrizes.id).all();
  for (const r of rows) {
    const list = map.get(r.userId) ?? [];
    list.push({ name: r.name, type: r.type, image: r.image, amount: fromMicro(r.amountMicro) });
    map.set(r.userId, list);
  }
  return map;
}

/** Highest bonus_dep percent among the user's prizes, micro-units of a percent (SPEC §9). */
export function bestPrizePercentMicro(db: Db, userId: number): number {
  return toMicro(bestDepositBonusPercent(prizesOfOne(db, userId)));
}

/** prizesOf for one user, with the prepared statement (same rows, same order). */
function prizesOfOne(db: Db, userId: number) {
  return prepared(db)
    .prizesOfUser.all({ userId })
    .map((r) => ({ name: r.name, type: r.type, image: r.image, amount: fromMicro(r.amountMicro) }));
}

function userView(db: Db, user: typeof users.$inferSelect) {
  const prizes = prizesOfOne(db, user.id).map(({ name, type, image }) => ({ name, type, image }));
  return userOut(user, prizes, getLevels(db));
}

/** SQLite's unique-constraint error, also when drizzle wraps it (the driver's error is then the cause). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message)) return true;
  }
  return false;
}

async function login(c: Ctx, email: string, pass: string) {
  const { db, clock } = depsOf(c);
  takeSignInAttempt(c, 'login', email);
  const user = db.select().from(users).where(eq(users.email, email)).get();
  const ok = await verifyPassword(pass, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw unauthorized('Invalid email or password.');
  signInSucceeded(c, 'login', email);
  const token = createSession(db, { kind: 'user', userId: user.id }, clock());
  return c.json({ status: 'success' as const, user: { token, email: user.email } });
}

async function register(c: Ctx, body: { name: string; email: string; phone: string; pass: string }) {
  const { db, clock } = depsOf(c);
  takeRegistrationAttempt(c);
  const taken = () => conflict('This email is already registered.');
  if (db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).get()) throw taken();
  const passwordHash = await hashPassword(body.pass);
  const now = clock();
  try {
    const token = inTransaction(db, (tx) => {
      const row = tx
        .insert(users)
        .values({ name: body.name, email: body.email, phoneNumber: body.phone, passwordHash, createdAt: iso(now) })
        .returning({ id: users.id })
        .get();
      return createSession(tx, { kind: 'user', userId: row.id }, now);
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
      const session = requireUser(c);
      deleteSession(depsOf(c).db, session.tokenHash);
      return c.json({ status: 'success' as const });
    }
    const body = parseWith(usersPostBodySchema, await readJson(c));
    return body.type === 'login' ? login(c, body.email, body.pass) : register(c, body);
  })
  .get('/', (c) => {
    const { db } = depsOf(c);
    if (c.req.query('list') !== undefined) {
      requireAdmin(c);
      const q = parseQuery(c, userListQuerySchema);
      const email = q.email ? normalizeEmail(q.email) : '';
      // a full address uses the unique e-mail index; a fragment searches
      const filter = !email
        ? undefined
        : /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)
          ? eq(users.email, email)
          : sql`${users.email} LIKE ${likeContains(email)} ESCAPE '\\'`;
      const total = db
        .select({ n: sql<number>`count(*)` })
        .from(users)
        .where(filter)
        .get()!.n;
      const withPrizes = db
        .select({ n: sql<number>`count(DISTINCT ${userPrizes.userId})` })
        .from(userPrizes)
        .get()!.n;
      const rows = db
        .select()
        .from(users)
        .where(filter)
        .orderBy(desc(users.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize)
        .all();
      const prizeMap = prizesOf(
        db,
        rows.map((r) => r.id),
      );
      const levels = getLevels(db);
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
    const session = requireUser(c);
    return c.json({ status: 'success' as const, user: userView(db, session.user) });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = sessionOf(c, raw);
    if (!session) throw unauthorized();
    const now = iso(clock());

    if (session.kind === 'admin') {
      const buyerFields = ['name', 'pass', 'phone_number', 'payout_address'];
      if (raw && typeof raw === 'object' && !('balance' in raw) && buyerFields.some((k) => k in raw))
        throw forbidden('Administrators can only add balance here ({email, balance}).');
      const body = parseWith(addBalanceSchema, raw);
      const amountMicro = toMicro(body.balance);
      const updated = inTransaction(db, (tx) => {
        const user = tx.select().from(users).where(eq(users.email, body.email)).get();
        if (!user) throw notFound(`No user with the email ${body.email}.`);
        const auditId = audit(
          tx,
          session.admin,
          'user.add_balance',
          `user:${user.id}`,
          { balance: fromMicro(user.balanceMicro) },
          { balance: fromMicro(user.balanceMicro + amountMicro), added: fromMicro(amountMicro) },
          now,
        );
        postLedger(tx, { userId: user.id, kind: 'admin_credit', amountMicro, reference: `audit:${auditId}`, at: now });
        return tx.select().from(users).where(eq(users.id, user.id)).get()!;
      });
      return c.json({ status: 'success' as const, message: 'Balance updated successfully!', user: userView(db, updated) });
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
      const updated = inTransaction(db, (tx) => {
        if (profile) {
          const clash = tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, profile.email), ne(users.id, user.id)))
            .get();
          if (clash) throw conflict('This email is already registered.');
          tx.update(users)
            .set({ name: profile.name, email: profile.email, phoneNumber: profile.phone_number, payoutAddress: profile.payout_address })
            .where(eq(users.id, user.id))
            .run();
          if (profile.email !== user.email)
            tx.update(transactions).set({ email: profile.email }).where(eq(transactions.userId, user.id)).run();
        }
        if (passwordHash) {
          tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
          // other devices must sign in again with the new password; this session stays
          deleteOtherUserSessions(tx, user.id, session.tokenHash);
        }
        return tx.select().from(users).where(eq(users.id, user.id)).get()!;
      });
      return c.json({ status: 'success' as const, message: 'Profile updated', user: userView(db, updated) });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('This email is already registered.');
      throw err;
    }
  })
  .all('/', methodNotAllowed);
