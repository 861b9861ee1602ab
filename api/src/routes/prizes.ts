import { toMicro } from '@openpresale/shared/domain';
import { prizeBodySchema, type PrizeBody } from '@openpresale/shared/schemas';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { depsOf, type AppEnv } from '../context';
import { first, unitOfWork } from '../db/client';
import { prizes } from '../db/tables';
import { notFound } from '../errors';
import { audit } from '../services/audit';
import { prizeOut } from '../services/roulette';
import { storedTranslations } from '../services/translations';
import { iso } from '../time';
import { admin, body, idParam } from '../middleware';
import { methodNotAllowed } from './helpers';

// Not in the SPEC §7 table: SPEC §9 lets administrators add prizes, so they need a controller.
const out = prizeOut;

/** The prize's columns from a checked body. */
const columns = (body: PrizeBody) => ({
  name: body.name,
  nameI18n: storedTranslations(body.nameI18n),
  type: body.type,
  amountMicro: toMicro(body.amount),
  chance: body.chance,
  image: body.image,
});

export const prizesRoutes = new Hono<AppEnv>()
  .get('/', admin('prizes.manage'), async (c) => {
    return c.json({ status: 'success' as const, prizes: (await depsOf(c).db.select().from(prizes).orderBy(asc(prizes.id))).map(out) });
  })
  .post('/', admin('prizes.manage'), body(prizeBodySchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, body } = c.var;
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      const r = (await first(
        tx
          .insert(prizes)
          .values({ ...columns(body), createdAt: now })
          .returning(),
      ))!;
      await audit(tx, session.admin, 'prize.create', `prize:${r.id}`, null, out(r), now);
      return r;
    });
    return c.json({ status: 'success' as const, prize: out(row) });
  })
  .put('/', admin('prizes.manage'), idParam('id'), body(prizeBodySchema), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, id, body } = c.var;
    const now = iso(clock());
    const row = await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(prizes).where(eq(prizes.id, id)));
      if (!before) throw notFound('prize.notFound');
      await tx.update(prizes).set(columns(body)).where(eq(prizes.id, id));
      const after = (await first(tx.select().from(prizes).where(eq(prizes.id, id))))!;
      await audit(tx, session.admin, 'prize.update', `prize:${id}`, out(before), out(after), now);
      return after;
    });
    return c.json({ status: 'success' as const, prize: out(row) });
  })
  .delete('/', admin('prizes.manage'), idParam('id'), async (c) => {
    const { db, clock } = depsOf(c);
    const { session, id } = c.var;
    const now = iso(clock());
    await unitOfWork(db, async (tx) => {
      const before = await first(tx.select().from(prizes).where(eq(prizes.id, id)));
      if (!before) throw notFound('prize.notFound');
      await tx.delete(prizes).where(eq(prizes.id, id));
      await audit(tx, session.admin, 'prize.delete', `prize:${id}`, out(before), null, now);
    });
    return c.json({ status: 'success' as const });
  })
  .all('/', methodNotAllowed);
