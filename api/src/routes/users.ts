import {
  FORBIDDEN_USER_FIELDS,
  addBalanceSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  userListQuerySchema,
  usersPostBodySchema,
  type ProfileUpdate,
} from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { depsOf, parseWith, readJson, signInSucceeded, takeRegistrationAttempt, takeSignInAttempt, type AppEnv } from '../context';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../common-passwords';
import { badRequest, forbidden, unauthorized } from '../errors';
import { admin, body, branch, buyer, factory, query, signedIn, type SignedInEnv } from '../middleware';
import { buyerList, buyerView, checkPassword, creditBuyer, registerBuyer, updateBuyer } from '../services/buyers';
import { createSession, deleteSession } from '../sessions';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const logout = factory.createHandlers(buyer, async (c) => {
  await deleteSession(depsOf(c).db, c.var.session.tokenHash);
  return c.json({ status: 'success' as const });
});

const loginOrRegister = factory.createHandlers(body(usersPostBodySchema), async (c) => {
  const { db, clock } = depsOf(c);
  const input = c.var.body;
  if (input.type === 'reg') {
    await takeRegistrationAttempt(c);
    if (isCommonPassword(input.pass)) throw badRequest(COMMON_PASSWORD_MESSAGE);
    return c.json({ status: 'success' as const, token: await registerBuyer(db, input, clock()) });
  }
  const attempt = await takeSignInAttempt(c, 'login', input.email);
  const user = await checkPassword(db, input.email, input.pass);
  if (!user) throw attempt.accountWait ?? unauthorized('Invalid email or password.');
  // many addresses failed on this account: even the right password waits the (short) delay
  if (attempt.accountWait) throw attempt.accountWait;
  await signInSucceeded(c, 'login', input.email);
  const token = await createSession(db, { kind: 'user', userId: user.id }, clock());
  return c.json({ status: 'success' as const, user: { token, email: user.email } });
});

const list = factory.createHandlers(admin('users.read'), query(userListQuerySchema), async (c) => {
  const q = c.var.query;
  return c.json({ status: 'success' as const, ...(await buyerList(depsOf(c).db, q)), page: q.page, pageSize: q.pageSize });
});

const me = factory.createHandlers(buyer, async (c) =>
  c.json({ status: 'success' as const, user: await buyerView(depsOf(c).db, c.var.session.user) }),
);

/** An administrator's PUT only adds balance; a buyer-profile body from an administrator is refused. */
const adminBody = createMiddleware<AppEnv>(async (c, next) => {
  const raw = await readJson(c);
  const buyerFields = ['name', 'pass', 'phone_number', 'payout_address'];
  if (raw && typeof raw === 'object' && !('balance' in raw) && buyerFields.some((k) => k in raw))
    throw forbidden('Administrators can only add balance here ({email, balance}).');
  await next();
});

const addBalance = factory.createHandlers(admin('credits.write'), adminBody, body(addBalanceSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const updated = await creditBuyer(db, { actor: c.var.session.admin, input: c.var.body, now: iso(clock()) });
  return c.json({ status: 'success' as const, message: 'Balance updated successfully!', user: await buyerView(db, updated) });
});

/**
 * A buyer's PUT: personal data, a new password, or both in one body (the profile form may send
 * them together). Fields that only the server sets are refused with 403.
 */
const buyerChange = createMiddleware<AppEnv & { Variables: { change: { profile: ProfileUpdate | null; password: string | null } } }>(
  async (c, next) => {
    const raw = await readJson(c);
    const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const sent = FORBIDDEN_USER_FIELDS.filter((k) => k in fields);
    if (sent.length > 0) throw forbidden(`These fields cannot be changed: ${sent.join(', ')}.`);
    const wantsPassword = 'pass' in fields;
    const wantsProfile = !wantsPassword || 'name' in fields || 'email' in fields;
    c.set('change', {
      profile: wantsProfile ? parseWith(profileUpdateSchema, raw) : null,
      password: wantsPassword ? parseWith(passwordUpdateSchema, raw).pass : null,
    });
    const { password } = c.var.change;
    if (password !== null && isCommonPassword(password)) throw badRequest(COMMON_PASSWORD_MESSAGE);
    await next();
  },
);

const updateProfile = factory.createHandlers(buyer, buyerChange, async (c) => {
  const { db } = depsOf(c);
  const { session, change } = c.var;
  const updated = await updateBuyer(db, { user: session.user, sessionTokenHash: session.tokenHash, ...change });
  return c.json({ status: 'success' as const, message: 'Profile updated', user: await buyerView(db, updated) });
});

export const usersRoutes = new Hono<AppEnv>()
  .post(
    '/',
    branch((c) => (c.req.query('action') === 'logout' ? logout : loginOrRegister)),
  )
  .get(
    '/',
    branch((c) => (c.req.query('list') !== undefined ? list : me)),
  )
  .put(
    '/',
    signedIn,
    branch<SignedInEnv>((c) => (c.var.session.kind === 'admin' ? addBalance : updateProfile)),
  )
  .all('/', methodNotAllowed);
