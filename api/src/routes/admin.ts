import { adminLoginSchema, adminPasswordChangeSchema } from '@openpresale/shared/schemas';
import { and, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, parseWith, readJson, requireAdmin, signInSucceeded, takeSignInAttempt, type AppEnv } from '../context';
import { first, unitOfWork } from '../db/client';
import { admins } from '../db/tables';
import { ApiError, conflict, unauthorized } from '../errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../passwords';
import { audit } from '../services/audit';
import { createSession, deleteAdminSessions } from '../sessions';
import { iso } from '../time';
import { methodNotAllowed } from './helpers';

export const adminRoutes = new Hono<AppEnv>()
  .post('/', async (c) => {
    const { db, clock } = depsOf(c);
    const body = parseWith(adminLoginSchema, await readJson(c));
    await takeSignInAttempt(c, 'admin-login', body.login);
    const admin = await first(db.select().from(admins).where(eq(admins.login, body.login)));
    const ok = await verifyPassword(body.password, admin?.passwordHash ?? (await dummyPasswordHash()));
    if (!admin || !ok) throw unauthorized('Invalid login or password.');
    await signInSucceeded(c, 'admin-login', body.login);
    const token = await createSession(db, { kind: 'admin', adminId: admin.id }, clock());
    return c.json({ status: 'success' as const, token });
  })
  .get('/', async (c) => {
    const session = await requireAdmin(c);
    return c.json({ status: 'success' as const, admin: { login: session.admin.login } });
  })
  .put('/', async (c) => {
    const { db, clock } = depsOf(c);
    const raw = await readJson(c);
    const session = await requireAdmin(c, raw);
    const body = parseWith(adminPasswordChangeSchema, raw);
    const admin = session.admin;
    await takeSignInAttempt(c, 'admin-password', String(admin.id));
    if (!(await verifyPassword(body.oldPassword, admin.passwordHash))) throw new ApiError(400, 'The old password is not correct.');
    await signInSucceeded(c, 'admin-password', String(admin.id));
    const passwordHash = await hashPassword(body.newPassword);
    const now = clock();
    const token = await unitOfWork(db, async (tx) => {
      if (
        await first(
          tx
            .select({ id: admins.id })
            .from(admins)
            .where(and(eq(admins.login, body.login), ne(admins.id, admin.id))),
        )
      ) {
        throw conflict('That admin name is already taken.');
      }
      await tx
        .update(admins)
        .set({ login: body.login, passwordHash, updatedAt: iso(now) })
        .where(eq(admins.id, admin.id));
      await audit(tx, admin, 'admin.change_password', `admin:${admin.id}`, { login: admin.login }, { login: body.login }, iso(now));
      // every earlier session of this administrator ends, including the one that made the change
      await deleteAdminSessions(tx, admin.id);
      return await createSession(tx, { kind: 'admin', adminId: admin.id }, now);
    });
    return c.json({ status: 'success' as const, token, message: 'Password updated successfully.' });
  })
  .all('/', methodNotAllowed);
