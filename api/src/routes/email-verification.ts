import { emailConfirmSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, takeLinkAttempt, takeMailAttempt, type AppEnv } from '../context';
import { body, buyer } from '../middleware';
import { confirmEmail, resendVerification } from '../services/accounts';
import { notice } from '../notices';
import { methodNotAllowed } from './helpers';

export const emailVerificationRoutes = new Hono<AppEnv>()
  // the link from a registration or an e-mail change; the token is the proof, no session needed
  .post('/', body(emailConfirmSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const valid = await takeLinkAttempt(c, 'email-link');
    const { purpose, email } = await confirmEmail(db, c.var.body.token, clock());
    await valid();
    const said = notice(purpose === 'verify' ? 'notice.emailConfirmed' : 'notice.emailChanged', { email });
    return c.json({ status: 'success' as const, purpose, email, ...said });
  })
  // 'Resend' on the profile
  .put('/', buyer, async (c) => {
    const { db, clock } = depsOf(c);
    const user = c.var.session.user;
    await takeMailAttempt(c, 'verify-resend', `user:${user.id}`);
    await resendVerification(db, user.id, clock());
    return c.json({ status: 'success' as const, ...notice('notice.verificationResent', { email: user.email }) });
  })
  .all('/', methodNotAllowed);
