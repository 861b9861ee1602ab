import {
  FORBIDDEN_USER_FIELDS,
  addBalanceSchema,
  currentPasswordSchema,
  localeUpdateSchema,
  passwordUpdateSchema,
  profileUpdateSchema,
  userListQuerySchema,
  usersPostBodySchema,
  type ProfileUpdate,
} from '@openpresale/shared/schemas';
import { parseAcceptLanguage, pickLocale, type Locale } from '@openpresale/shared/i18n';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  depsOf,
  parseWith,
  readJson,
  sessionMeta,
  signInSucceeded,
  takeRegistrationAttempt,
  takeSignInAttempt,
  type AppEnv,
} from '../context';
import { isCommonPassword } from '../common-passwords';
import { badRequest, forbidden, unauthorized } from '../errors';
import { verifyPassword } from '../passwords';
import { admin, body, branch, buyer, factory, query, signedIn, type SignedInEnv } from '../middleware';
import { buyerList, buyerView, checkPassword, creditBuyer, needsCurrentPassword, registerBuyer, updateBuyer } from '../services/buyers';
import { createSession, deleteSession } from '../sessions';
import { iso } from '../time';
import { notice } from '../notices';
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
    if (isCommonPassword(input.pass)) throw badRequest('password.common', { field: 'pass' });
    // the e-mails' language: the one chosen on the page, else the browser's first that the site speaks
    const locale = input.locale ?? pickLocale({ preferred: parseAcceptLanguage(c.req.header('accept-language')) });
    return c.json({ status: 'success' as const, token: await registerBuyer(db, { ...input, locale }, clock(), sessionMeta(c)) });
  }
  const attempt = await takeSignInAttempt(c, 'login', input.email);
  const user = await checkPassword(db, input.email, input.pass);
  if (!user) throw attempt.accountWait ?? unauthorized('auth.wrongCredentials');
  // many addresses failed on this account: even the right password waits the (short) delay
  if (attempt.accountWait) throw attempt.accountWait;
  await signInSucceeded(c, 'login', input.email);
  const token = await createSession(db, { kind: 'user', userId: user.id }, clock(), sessionMeta(c));
  return c.json({ status: 'success' as const, user: { token, email: user.email } });
});

const list = factory.createHandlers(admin('users.read'), query(userListQuerySchema), async (c) => {
  const q = c.var.query;
  return c.json({ status: 'success' as const, ...(await buyerList(depsOf(c).db, q)), page: q.page, pageSize: q.pageSize });
});

const me = factory.createHandlers(buyer, async (c) =>
  c.json({ status: 'success' as const, user: await buyerView(depsOf(c).db, c.var.session.user, depsOf(c).clock()) }),
);

/** An administrator's PUT only adds balance; a buyer-profile body from an administrator is refused. */
const adminBody = createMiddleware<AppEnv>(async (c, next) => {
  const raw = await readJson(c);
  const buyerFields = ['name', 'pass', 'phone_number', 'payout_address'];
  if (raw && typeof raw === 'object' && !('balance' in raw) && buyerFields.some((k) => k in raw))
    throw forbidden('user.adminAddBalanceOnly');
  await next();
});

const addBalance = factory.createHandlers(admin('credits.write'), adminBody, body(addBalanceSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const updated = await creditBuyer(db, { actor: c.var.session.admin, input: c.var.body, now: iso(clock()) });
  return c.json({ status: 'success' as const, message: 'Balance updated successfully!', user: await buyerView(db, updated, clock()) });
});

/**
 * A buyer's PUT: personal data, a new password, or both in one body (the profile form may send
 * them together). Fields that only the server sets are refused with 403.
 */
type BuyerChange = { profile: ProfileUpdate | null; password: string | null; currentPass: string | null; locale?: Locale };

const buyerChange = createMiddleware<AppEnv & { Variables: { change: BuyerChange } }>(async (c, next) => {
  const raw = await readJson(c);
  const fields = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const sent = FORBIDDEN_USER_FIELDS.filter((k) => k in fields);
  if (sent.length > 0) throw forbidden('profile.fieldsReadOnly', { fields: sent.join(', ') });
  const wantsPassword = 'pass' in fields;
  // the language alone ({locale}) is a change of its own, which needs no password
  const wantsLocale = 'locale' in fields;
  const wantsProfile = (!wantsPassword && !wantsLocale) || 'name' in fields || 'email' in fields;
  c.set('change', {
    profile: wantsProfile ? parseWith(profileUpdateSchema, raw) : null,
    password: wantsPassword ? parseWith(passwordUpdateSchema, raw).pass : null,
    currentPass: parseWith(currentPasswordSchema, raw).current_pass ?? null,
    locale: parseWith(localeUpdateSchema, raw).locale,
  });
  const { password } = c.var.change;
  if (password !== null && isCommonPassword(password)) throw badRequest('password.common', { field: 'pass' });
  await next();
});

/**
 * Changing the password, the e-mail or the payout address needs the current password, so a
 * stolen session alone cannot take the account or its money. Wrong answers count like failed
 * sign-ins of the account.
 */
const updateProfile = factory.createHandlers(buyer, buyerChange, async (c) => {
  const { db, clock } = depsOf(c);
  const { session, change } = c.var;
  if (needsCurrentPassword(session.user, change)) {
    if (!change.currentPass) throw badRequest('profile.currentPasswordRequired', { field: 'current_pass' });
    const account = `user:${session.user.id}`;
    const attempt = await takeSignInAttempt(c, 'reauth', account);
    if (!(await verifyPassword(change.currentPass, session.user.passwordHash)))
      throw attempt.accountWait ?? forbidden('profile.currentPasswordWrong', { field: 'current_pass' });
    // as at sign-in: after many failures on the account even the right password waits the delay
    if (attempt.accountWait) throw attempt.accountWait;
    await signInSucceeded(c, 'reauth', account);
  }
  const { user, emailChangeSentTo } = await updateBuyer(db, {
    user: session.user,
    sessionTokenHash: session.tokenHash,
    profile: change.profile,
    password: change.password,
    locale: change.locale,
    now: clock(),
  });
  const said = emailChangeSentTo
    ? notice('notice.profileUpdatedEmailPending', { email: emailChangeSentTo })
    : notice('notice.profileUpdated');
  return c.json({ status: 'success' as const, ...said, user: await buyerView(db, user, clock()) });
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
