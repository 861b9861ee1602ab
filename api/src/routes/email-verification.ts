import { emailConfirmSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, takeLinkAttempt, takeMailAttempt, type AppEnv } from '../context';
import { body, buyer } from '../middleware';
import { confirmEmail, resendVerification } from '../services/accounts';
import { methodNotAllowed } from './helpers';

export const emailVerificationRoutes = new Hono<AppEnv>()
  // the link from a registration or an e-mail change; the token is the proof, no session needed
  .post('/', body(emailConfirmSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const valid = await takeLinkAttempt(c, 'email-link');
    const { purpose, email } = await confirmEmail(db, c.var.body.token, clock());
    await valid();
    const message =
      purpose === 'verify'
        ? `Thank you: ${email} is confirmed.`
        : `Your account's e-mail address is now ${email}. Use it to log in from now on.`;
    return c.json({ status: 'success' as const, purpose, email, message });
  })
  // 'Resend' on the profile
  .put('/', buyer, async (c) => {
    const { db, clock } = depsOf(c);
    const user = c.var.session.user;
    await takeMailAttempt(c, 'verify-resend', `user:${user.id}`);
    await resendVerification(db, user.id, clock());
    return c.json({ status: 'success' as const, message: `We sent a new confirmation link to ${user.email}.` });
  })
  .all('/', methodNotAllowed);
