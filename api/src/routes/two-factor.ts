import { twoFactorCodeSchema, twoFactorDisableSchema } from '@openpresale/shared/schemas';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv, type Ctx } from '../context';
import { unitOfWork } from '../db/client';
import { admins } from '../db/tables';
import { ApiError, badRequest, conflict } from '../errors';
import { admin, body, branch, factory } from '../middleware';
import { verifyPassword } from '../passwords';
import { actorOf } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { newRecoveryCodes, recoveryCodesLeft, useSecondFactor } from '../services/second-factor';
import { readSecuritySettings } from '../services/security-settings';
import { matchTotp, newTotpSecret, otpauthUri } from '../totp';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const ISSUER = 'OpenPresale admin';

function secretsOf(c: Ctx) {
  const { secrets } = depsOf(c);
  if (!secrets) {
    throw new ApiError(503, 'twoFactor.unavailable');
  }
  return secrets;
}

/** Enrolment, step one: a new secret, kept sealed until a code from the app confirms it. */
const start = factory.createHandlers(admin('account.self'), async (c) => {
  const { db, clock } = depsOf(c);
  const secrets = secretsOf(c);
  const me = c.var.session.admin;
  if (me.totpSecret) throw conflict('twoFactor.alreadyOnTurnOffFirst');
  const secret = newTotpSecret();
  await db
    .update(admins)
    .set({ totpPendingSecret: secrets.seal(secret), updatedAt: iso(clock()) })
    .where(eq(admins.id, me.id));
  return c.json({ status: 'success' as const, secret, uri: otpauthUri(secret, me.login, ISSUER) });
});

/** Enrolment, step two: the app's current code proves the secret arrived; ten recovery codes, shown once. */
const confirm = factory.createHandlers(admin('account.self'), body(twoFactorCodeSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const secrets = secretsOf(c);
  const me = c.var.session.admin;
  if (me.totpSecret) throw conflict('twoFactor.alreadyOn');
  const secret = me.totpPendingSecret ? secrets.open(me.totpPendingSecret) : null;
  if (!secret) throw conflict('twoFactor.startFirst');
  const now = clock();
  const step = matchTotp(secret, c.var.body.code, now.getTime(), null);
  if (step === null) throw badRequest('twoFactor.wrongCodeCheckTime', { field: 'code' });
  const { codes, stored } = newRecoveryCodes();
  await unitOfWork(db, async (tx) => {
    await tx
      .update(admins)
      .set({ totpSecret: me.totpPendingSecret, totpPendingSecret: null, totpLastStep: step, recoveryCodes: stored, updatedAt: iso(now) })
      .where(eq(admins.id, me.id));
    await audit(tx, actorOf(me), 'admin.2fa_enable', `admin:${me.login}`, { twoFactor: false }, { twoFactor: true }, iso(now));
  });
  return c.json({ status: 'success' as const, recoveryCodes: codes });
});

/** Ten new recovery codes (the old ones stop working), against a current code. */
const regenerate = factory.createHandlers(admin('account.self'), body(twoFactorCodeSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const secrets = secretsOf(c);
  const me = c.var.session.admin;
  if (!me.totpSecret) throw conflict('twoFactor.off');
  const now = clock();
  if (!(await useSecondFactor(db, secrets, me, { code: c.var.body.code }, now.getTime())))
    throw badRequest('twoFactor.wrongCode', { field: 'code' });
  const { codes, stored } = newRecoveryCodes();
  await unitOfWork(db, async (tx) => {
    await tx
      .update(admins)
      .set({ recoveryCodes: stored, updatedAt: iso(now) })
      .where(eq(admins.id, me.id));
    await audit(tx, actorOf(me), 'admin.2fa_recovery_codes', `admin:${me.login}`, null, { recoveryCodes: codes.length }, iso(now));
  });
  return c.json({ status: 'success' as const, recoveryCodes: codes });
});

// One administrator's own second factor (RFC 6238 TOTP).
export const twoFactorRoutes = new Hono<AppEnv>()
  .get('/', admin('account.self'), async (c) => {
    const { db, secrets } = depsOf(c);
    const me = c.var.session.admin;
    return c.json({
      status: 'success' as const,
      enabled: me.totpSecret !== null,
      required: (await readSecuritySettings(db)).requireTwoFactor,
      recoveryCodesLeft: recoveryCodesLeft(me),
      available: secrets !== null,
    });
  })
  .post(
    '/',
    branch((c) => {
      const action = c.req.query('action');
      if (action === 'start') return start;
      if (action === 'confirm') return confirm;
      if (action === 'recovery-codes') return regenerate;
      throw badRequest('request.actionTwoFactor', { field: 'action' });
    }),
  )
  .delete('/', admin('account.self'), body(twoFactorDisableSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const secrets = secretsOf(c);
    const me = c.var.session.admin;
    if (!me.totpSecret) throw conflict('twoFactor.alreadyOff');
    if ((await readSecuritySettings(db)).requireTwoFactor) throw conflict('twoFactor.requiredByOwner');
    const { password, ...proof } = c.var.body;
    const now = clock();
    if (!(await verifyPassword(password, me.passwordHash))) throw badRequest('auth.passwordWrong', { field: 'password' });
    if (!(await useSecondFactor(db, secrets, me, proof, now.getTime()))) throw badRequest('twoFactor.wrongCode', { field: 'code' });
    await unitOfWork(db, async (tx) => {
      await tx
        .update(admins)
        .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, recoveryCodes: null, updatedAt: iso(now) })
        .where(eq(admins.id, me.id));
      await audit(tx, actorOf(me), 'admin.2fa_disable', `admin:${me.login}`, { twoFactor: true }, { twoFactor: false }, iso(now));
    });
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);
