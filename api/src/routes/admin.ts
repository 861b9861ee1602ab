import { adminLoginSchema, adminPasswordChangeSchema } from '@openpresale/shared/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, signInSucceeded, takeSignInAttempt, type AppEnv } from '../context';
import { first, unitOfWork } from '../db/client';
import { admins } from '../db/tables';
import { ApiError, conflict, unauthorized } from '../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { audit } from '../services/audit';
import { createSession, deleteAdminSessions } from '../sessions';
import { iso } from '../time';
import { admin as administrator, body } from '../middleware';
import { methodNotAllowed } from './helpers';

export const adminRoutes = new Hono<AppEnv>()
  .post('/', body(adminLoginSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { login, password } = c.var.body;
    await takeSignInAttempt(c, 'admin-login', login);
    const admin = await first(db.select().from(admins).where(eq(admins.login, login)));
    const ok = await verifyPassword(password, admin?.passwordHash ?? (await dummyPasswordHash()));
    if (!admin || !ok) throw unauthorized('Invalid login or password.');
    await signInSucceeded(c, 'admin-login', login);
    const token = await createSession(db, { kind: 'admin', adminId: admin.id }, clock());
    return c.json({ status: 'success' as const, token });
  })
  .get('/', administrator, (c) => c.json({ status: 'success' as const, admin: { login: c.var.session.admin.login } }))
  .put('/', administrator, body(adminPasswordChangeSchema), async (c) => {
    const { db, clock } = depsOf(c);
    const change = c.var.body;
    const admin = c.var.session.admin;
    await takeSignInAttempt(c, 'admin-password', String(admin.id));
    if (!(await verifyPassword(change.oldPassword, admin.passwordHash))) throw new ApiError(400, 'The old password is not correct.');
    await signInSucceeded(c, 'admin-password', String(admin.id));
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
        throw conflict('That admin name is already taken.');
      }
      await tx
        .update(admins)
        .set({ login: change.login, passwordHash, updatedAt: iso(now) })
        .where(eq(admins.id, admin.id));
      await audit(tx, admin, 'admin.change_password', `admin:${admin.id}`, { login: admin.login }, { login: change.login }, iso(now));
      // every earlier session of this administrator ends, including the one that made the change
      await deleteAdminSessions(tx, admin.id);
      return await createSession(tx, { kind: 'admin', adminId: admin.id }, now);
    });
    return c.json({ status: 'success' as const, token, message: 'Password updated successfully.' });
  })
  .all('/', methodNotAllowed);
