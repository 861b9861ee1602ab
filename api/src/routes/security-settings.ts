import { securitySettingsUpdateSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { unitOfWork } from '../db/client';
import { admin, body } from '../middleware';
import { actorOf } from '../services/admin-accounts';
import { audit } from '../services/audit';
import { readSecuritySettings, writeSecuritySettings } from '../services/security-settings';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

// The owner's security settings: a second factor required of every administrator, the idle time
// after which an administrator session ends, and how far a fetched rate may move before it waits.
export const securitySettingsRoutes = new Hono<AppEnv>()
  .get('/', admin('admins.manage'), async (c) => c.json({ status: 'success' as const, settings: await readSecuritySettings(depsOf(c).db) }))
  .put('/', admin('admins.manage'), body(securitySettingsUpdateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const now = iso(clock());
    const settings = await unitOfWork(db, async (tx) => {
      const before = await readSecuritySettings(tx);
      const after = { ...before, ...c.var.body };
      await writeSecuritySettings(tx, after, now);
      await audit(tx, actorOf(c.var.session.admin), 'security.update', 'security_settings:1', before, after, now);
      return after;
    });
    return c.json({ status: 'success' as const, settings });
  })
  .all('/', methodNotAllowed);
