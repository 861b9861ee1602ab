import { passwordResetRequestSchema, passwordResetSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, takeLinkAttempt, takeMailAttempt, type AppEnv } from '../context';
import { body } from '../middleware';
import { requestPasswordReset, resetPassword } from '../services/accounts';
import { notice } from '../notices';
import { methodNotAllowed } from './helpers';

/** The one answer to 'Forgot password?', whether or not the address has an account. */
export const RESET_REQUESTED = notice('notice.resetRequested').message;

export const passwordResetRoutes = new Hono<AppEnv>()
  // The answer never depends on the account: the same words, and it is sent before the address is
  // even looked up (the lookup and the e-mail happen afterwards), so its timing tells nothing either.
  .post('/', body(passwordResetRequestSchema), async (c) => {
    const { db, clock, defer } = depsOf(c);
    const { email } = c.var.body;
    await takeMailAttempt(c, 'reset', email);
    const now = clock();
    defer(() => requestPasswordReset(db, email, now));
    return c.json({ status: 'success' as const, ...notice('notice.resetRequested') });
  })
  .put('/', body(passwordResetSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const valid = await takeLinkAttempt(c, 'reset-link');
    const { email } = await resetPassword(db, c.var.body.token, c.var.body.pass, clock());
    await valid();
    return c.json({
      status: 'success' as const,
      ...notice('notice.passwordReset'),
      email,
    });
  })
  .all('/', methodNotAllowed);
