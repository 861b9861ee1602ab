import { adminInviteSchema, adminAccountUpdateSchema, adminResetSchema } from '@openpresale/shared/schemas';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { badRequest } from '../errors';
import { admin, body, branch, factory } from '../middleware';
import { adminAccounts, inviteAdmin, resetAdmin, updateAdminAccount } from '../services/admin-accounts';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

const invite = factory.createHandlers(admin('admins.manage'), body(adminInviteSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const made = await inviteAdmin(db, { actor: c.var.session.admin, ...c.var.body, now: iso(clock()) });
  return c.json({ status: 'success' as const, ...made });
});

const reset = factory.createHandlers(admin('admins.manage'), body(adminResetSchema), async (c) => {
  const { db, clock } = depsOf(c);
  const made = await resetAdmin(db, { actor: c.var.session.admin, id: c.var.body.id, now: iso(clock()) });
  return c.json({ status: 'success' as const, ...made });
});

// The owner's list of administrators: invite (a temporary password, shown once), change a role,
// disable or enable, reset a lost password or second factor.
export const adminAccountsRoutes = new Hono<AppEnv>()
  .get('/', admin('admins.manage'), async (c) => c.json({ status: 'success' as const, admins: await adminAccounts(depsOf(c).db) }))
  .post(
    '/',
    branch((c) => {
      const action = c.req.query('action');
      if (action === undefined) return invite;
      if (action === 'reset') return reset;
      throw badRequest('request.actionReset', { field: 'action' });
    }),
  )
  .put('/', admin('admins.manage'), body(adminAccountUpdateSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const account = await updateAdminAccount(db, { actor: c.var.session.admin, ...c.var.body, now: iso(clock()) });
    return c.json({ status: 'success' as const, admin: account });
  })
  .all('/', methodNotAllowed);
