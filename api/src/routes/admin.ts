import { adminLoginSchema, adminPasswordChangeSchema, adminVerifySchema } from '@openpresale/shared/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { clientIp, depsOf, sessionMeta, sessionOf, signInSucceeded, takeSignInAttempt, tooMany, type AppEnv } from '../context';
import { first, unitOfWork } from '../db/client';
import { admins } from '../db/tables';
import { ApiError, badRequest, conflict, unauthorized } from '../errors';
import { admin as administrator, body, branch, factory } from '../middleware';
import { isCommonPassword } from '../common-passwords';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { actorOf, adminSelf, auditSignIn } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { useSecondFactor } from '../services/second-factor';
import { createSession, deleteAdminSessions, deleteSession } from '../sessions';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

/**
 * Step one: login and password. An administrator without a second factor gets a session; one
 * with a second factor gets a token that lives five minutes and opens nothing but step two.
 */
const signIn = factory.createHandlers(body(adminLoginSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const { login, password } = c.var.body;
  const attempt = await takeSignInAttempt(c, 'admin-login', login);
  const admin = await first(db.select().from(admins).where(eq(admins.login, login)));
  const ok = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
  const now = clock();
  if (!admin || !ok || admin.disabledAt) {
    const reason = !admin ? 'unknown login' : !ok ? 'wrong password' : 'account disabled';
    await auditSignIn(db, { admin: admin ?? null, login, action: 'admin.sign_in_failed', details: { reason, ip: clientIp(c) } }, iso(now));
    throw attempt.accountWait ?? unauthorized('auth.wrongAdminCredentials');
  }
  if (admin.totpSecret) {
    const pendingToken = await createSession(db, { kind: 'admin', adminId: admin.id }, now, { ...sessionMeta(c), state: 'second_factor' });
    return c.json({ status: 'success' as const, secondFactor: true as const, pendingToken });
  }
  // no second factor to prove the owner's hand: an account under a spread-out attack waits
  if (attempt.accountWait) throw attempt.accountWait;
  await signInSucceeded(c, 'admin-login', login);
  await auditSignIn(db, { admin, login, action: 'admin.sign_in', details: { secondFactor: null, ip: clientIp(c) } }, iso(now));
  const token = await createSession(db, { kind: 'admin', adminId: admin.id }, now, sessionMeta(c));
  return c.json({ status: 'success' as const, token });
});

/** Step two: the code of the authenticator app, or a recovery code, with the step-one token. */
const verify = factory.createHandlers(body(adminVerifySchema), async (c) => {
  const { db, clock, limits, secrets } = depsOf(c);
  const pending = await sessionOf(c, 'second_factor');
  if (!pending || pending.kind !== 'admin') throw unauthorized('auth.firstStepExpired');
  const admin = pending.admin;
  const now = clock();
  const tries = await limits.takeDelayed(`admin-2fa:acct:${admin.id}`, 5, limits.options.maxDelayMs, now.getTime());
  if (!tries.allowed) throw tooMany(tries.retryAfterSeconds);
  if (!secrets) throw new ApiError(503, 'twoFactor.needsSecretsKey');
  const proof = c.var.body;
  const how = await useSecondFactor(db, secrets, admin, proof, now.getTime());
  if (!how) {
    await auditSignIn(
      db,
      { admin, login: admin.login, action: 'admin.sign_in_failed', details: { reason: 'wrong second factor', ip: clientIp(c) } },
      iso(now),
    );
    throw unauthorized('recoveryCode' in proof ? 'twoFactor.wrongRecoveryCode' : 'twoFactor.wrongCurrentCode');
  }
  await limits.clear(`admin-2fa:acct:${admin.id}`);
  await signInSucceeded(c, 'admin-login', admin.login);
  await deleteSession(db, pending.tokenHash);
  await auditSignIn(db, { admin, login: admin.login, action: 'admin.sign_in', details: { secondFactor: how, ip: clientIp(c) } }, iso(now));
  const token = await createSession(db, { kind: 'admin', adminId: admin.id }, now, sessionMeta(c));
  return c.json({ status: 'success' as const, token });
});

/** Sign-out ends the session on the server: the token is worthless afterwards. */
const signOut = factory.createHandlers(administrator('account.self'), async (c) => {
  const { db, clock } = depsOf(c);
  const admin = c.var.session.admin;
  await deleteSession(db, c.var.session.tokenHash);
  await audit(db, actorOf(admin), 'admin.sign_out', `admin:${admin.login}`, null, null, iso(clock()));
  return c.json({ status: 'success' as const });
});

export const adminRoutes = new Hono<AppEnv>()
  .post(
    '/',
    branch((c) => {
      const action = c.req.query('action');
      if (action === 'verify') return verify;
      if (action === 'logout') return signOut;
      if (action !== undefined) throw badRequest('request.actionVerifyOrLogout', { field: 'action' });
      return signIn;
    }),
  )
  .get('/', administrator('account.self'), async (c) =>
    c.json({ status: 'success' as const, admin: await adminSelf(depsOf(c).db, c.var.session.admin) }),
  )
  .put('/', administrator('account.self'), body(adminPasswordChangeSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const change = c.var.body;
    const admin = c.var.session.admin;
    const attempt = await takeSignInAttempt(c, 'admin-password', String(admin.id));
    if (!(await verifyPassword(change.oldPassword, admin.passwordHash)))
      throw attempt.accountWait ?? badRequest('admin.oldPasswordWrong', { field: 'oldPassword' });
    await signInSucceeded(c, 'admin-password', String(admin.id));
    if (isCommonPassword(change.newPassword)) throw badRequest('password.common', { field: 'newPassword' });
    if (change.newPassword === change.oldPassword) throw badRequest('admin.newPasswordSame', { field: 'newPassword' });
    const passwordHash = await hashPassword(change.newPassword);
    const now = clock();
    const token = await unitOfWork(db, async (tx) => {
      if (
        await first(
          tx
            .select({ id: admins.id })
            .from(admins)
            .where(and(eq(admins.login, change.login), ne(admins.id, admin.id))),
        )
      ) {
        throw conflict('admin.nameTaken', { field: 'name' });
      }
      await tx
        .update(admins)
        .set({ login: change.login, passwordHash, mustChangePassword: 0, updatedAt: iso(now) })
        .where(eq(admins.id, admin.id));
      await audit(
        tx,
        actorOf(admin),
        'admin.change_password',
        `admin:${admin.id}`,
        { login: admin.login },
        { login: change.login },
        iso(now),
      );
      // every earlier session of this administrator ends, including the one that made the change
      await deleteAdminSessions(tx, admin.id);
      return await createSession(tx, { kind: 'admin', adminId: admin.id }, now, sessionMeta(c));
    });
    return c.json({ status: 'success' as const, token, message: 'Password updated successfully.' });
  })
  .all('/', methodNotAllowed);
