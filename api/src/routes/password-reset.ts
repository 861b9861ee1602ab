import { passwordResetRequestSchema, passwordResetSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, takeLinkAttempt, takeMailAttempt, type AppEnv } from '../context';
import { body } from '../middleware';
import { requestPasswordReset, resetPassword } from '../services/accounts';
import { methodNotAllowed } from './helpers';

/** The one answer to 'Forgot password?', whether or not the address has an account. */
export const RESET_REQUESTED =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. It works for 30 minutes.';

export const passwordResetRoutes = new Hono<AppEnv>()
  // The answer never depends on the account: the same words, and it is sent before the address is
  // even looked up (the lookup and the e-mail happen afterwards), so its timing tells nothing either.
  .post('/', body(passwordResetRequestSchema), async (c) => {
    const { db, clock, defer } = depsOf(c);
    const { email } = c.var.body;
    await takeMailAttempt(c, 'reset', email);
    const now = clock();
    defer(() => requestPasswordReset(db, email, now));
    return c.json({ status: 'success' as const, message: RESET_REQUESTED });
  })
  .put('/', body(passwordResetSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const valid = await takeLinkAttempt(c, 'reset-link');
    const { email } = await resetPassword(db, c.var.body.token, c.var.body.pass, clock());
    await valid();
    return c.json({
      status: 'success' as const,
      message: 'Your password has been changed and every device was signed out. Log in with the new password.',
      email,
    });
  })
  .all('/', methodNotAllowed);
