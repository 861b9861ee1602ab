import { outboxQuerySchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { unitOfWork } from '../db/client';
import { mailSetup } from '../mail/notify';
import { outboxOut, outboxPage, resendMessage, senderDomain } from '../mail/outbox';
import { admin, idParam, query } from '../middleware';
import { audit } from '../services/audit';
import { getSettings } from '../services/settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

export const outboxRoutes = new Hono<AppEnv>()
  .get('/', admin('outbox.manage'), query(outboxQuerySchema), async (c) => {
    const { db, mailMode } = depsOf(c);
    const settings = await getSettings(db);
    return c.json({
      status: 'success' as const,
      ...(await outboxPage(db, c.var.query)),
      mail: {
        mode: mailMode,
        adminNotifyEmail: settings.adminNotifyEmail,
        adminDigestMinutes: settings.adminDigestMinutes,
        requireVerifiedEmail: settings.requireVerifiedEmail,
      },
    });
  })
  // 'Resend': a failed message is queued again; a sent one is queued as a new copy
  .post('/', admin('outbox.manage'), idParam('id'), async (c) => {
    const { db, clock } = depsOf(c);
    const now = iso(clock());
    const message = await unitOfWork(db, async (tx) => {
      const queued = await resendMessage(tx, c.var.id, now, senderDomain(mailSetup(db).from));
      await audit(tx, c.var.session.admin, 'outbox.resend', `outbox:${c.var.id}`, null, { queued: queued.id, to: queued.recipient }, now);
      return queued;
    });
    return c.json({ status: 'success' as const, message: outboxOut(message, true) });
  })
  .all('/', methodNotAllowed);
