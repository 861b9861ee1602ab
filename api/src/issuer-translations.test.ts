import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeHarness } from '../test/harness';
import { settings } from './db/tables';
import { invalidateConfig } from './services/config-cache';

// The issuer's own texts (stage name, promotion, documents, tokenomics labels, status levels,
// prizes) carry translations next to them; the pages pick the one of their language.

const promotion = {
  title: 'Spring bonus',
  text: 'Ten percent more tokens this week.',
  rulesLink: '',
  titleI18n: { ru: 'Весенний бонус' },
  textI18n: { ru: 'На десять процентов больше токенов на этой неделе.' },
};

describe('translations of the issuer texts', () => {
  it('PUT settings.php keeps each text with its translations, and GET settings.php gives them to everyone', async () => {
    const h = await makeHarness();
    const admin = await h.adminToken();
    const put = await h.call('PUT', 'settings.php', {
      token: admin,
      body: {
        stageName: 'Round A',
        stageNameI18n: { ru: 'Раунд А' },
        promotion,
        documents: [{ title: 'Whitepaper', link: 'https://example.com/wp.pdf', titleI18n: { ru: 'Белая книга' } }],
        tokenomics: [
          { label: 'Team', percent: '20', labelI18n: { ru: 'Команда' } },
          { label: 'Public sale', percent: '80' },
        ],
      },
    });
    expect(put.status).toBe(200);
    const got = (await h.call('GET', 'settings.php')).body.settings;
    expect(got).toMatchObject({
      contentLocale: 'en',
      stageName: 'Round A',
      stageNameI18n: { ru: 'Раунд А' },
      promotion,
      documents: [{ title: 'Whitepaper', titleI18n: { ru: 'Белая книга' } }],
    });
    expect(got.tokenomics).toEqual([
      { label: 'Team', percent: 20, labelI18n: { ru: 'Команда' } },
      { label: 'Public sale', percent: 80, labelI18n: {} },
    ]);
  });

  it('an empty translation is left out, and a translation into the language the texts are written in is dropped', async () => {
    const h = await makeHarness();
    const admin = await h.adminToken();
    const put = await h.call('PUT', 'settings.php', {
      token: admin,
      body: {
        contentLocale: 'ru',
        stageName: 'Раунд А',
        stageNameI18n: { en: 'Round A', ru: 'ignored' },
        tokenomics: [{ label: 'Команда', percent: 10, labelI18n: { en: '  ' } }],
      },
    });
    expect(put.status).toBe(200);
    const got = (await h.call('GET', 'settings.php')).body.settings;
    expect(got).toMatchObject({ contentLocale: 'ru', stageName: 'Раунд А', stageNameI18n: { en: 'Round A' } });
    expect(got.tokenomics).toEqual([{ label: 'Команда', percent: 10, labelI18n: {} }]);
  });

  it('refuses a translation that is too long, of an unknown language or of a bad text with 400, a code, and changes nothing', async () => {
    const h = await makeHarness();
    const admin = await h.adminToken();
    const before = (await h.call('GET', 'settings.php')).body.settings;
    const bad = [
      { body: { stageNameI18n: { ru: 'я'.repeat(61) } }, code: 'input.maxLength', message: 'Stage name must be at most 60 characters.' },
      { body: { stageNameI18n: { de: 'Runde A' } }, code: undefined, message: undefined },
      { body: { contentLocale: 'de' }, code: 'settings.contentLocaleInvalid', message: "Language of the texts must be 'en' or 'ru'." },
      { body: { promotion: { ...promotion, textI18n: { ru: 'a\u0007b' } } }, code: 'input.controlCharacters', message: undefined },
      { body: { stageNameI18n: { ru: 42 } }, code: 'input.mustBeText', message: 'Stage name must be text.' },
    ];
    for (const { body, code, message } of bad) {
      const r = await h.call('PUT', 'settings.php', { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.status).toBe('error');
      if (code) expect(r.body.code).toBe(code);
      if (message) expect(r.body.message).toContain(message);
    }
    expect((await h.call('GET', 'settings.php')).body.settings).toEqual(before);
  });

  it('a fresh installation has Russian names for its default stage, tokenomics, levels and prizes', async () => {
    const h = await makeHarness();
    const body = (await h.call('GET', 'settings.php')).body;
    expect(body.settings.stageNameI18n).toEqual({ ru: 'Этап 1' });
    expect(body.settings.tokenomics[0]).toMatchObject({ label: 'Team & Advisors', labelI18n: { ru: 'Команда и советники' } });
    expect(body.levels.map((l: { lvlI18n: { ru?: string } }) => l.lvlI18n.ru)).toEqual([
      'Бронза',
      'Серебро',
      'Золото',
      'Платина',
      'Алмаз',
      'Легенда',
    ]);
    expect(body.levels[1].descrI18n).toEqual({ ru: 'Закрытый чат; Новости из-за кулис' });
    const buyer = await h.register();
    const wheel = (await h.call('GET', 'roulette.php', { token: buyer.token })).body.prizes;
    expect(wheel[0]).toMatchObject({ name: '20% deposit', nameI18n: { ru: '20% к депозиту' } });
  });

  it('a stage name saved before translations existed gets no translation of the default stage name', async () => {
    const h = await makeHarness();
    const admin = await h.adminToken();
    expect((await h.call('PUT', 'settings.php', { token: admin, body: { stageName: 'Round B' } })).status).toBe(200);
    // what an older version stored: the record without the translation fields
    const [row] = await h.db.select().from(settings).where(eq(settings.id, 1));
    const { stageNameI18n: _dropped, contentLocale: _alsoNew, ...older } = JSON.parse(row!.data);
    await h.db
      .update(settings)
      .set({ data: JSON.stringify(older) })
      .where(eq(settings.id, 1));
    invalidateConfig(h.db);
    const got = (await h.call('GET', 'settings.php')).body.settings;
    expect(got).toMatchObject({ stageName: 'Round B', stageNameI18n: {}, contentLocale: 'en' });
  });

  it('a prize keeps its translated name from the administrator through the spin into the buyer’s winnings', async () => {
    const h = await makeHarness({ random: () => 0 });
    const admin = await h.adminToken();
    const list = (await h.call('GET', 'prizes.php', { token: admin })).body.prizes as { id: number }[];
    for (const p of list) await h.call('DELETE', `prizes.php?id=${p.id}`, { token: admin });
    const created = await h.call('POST', 'prizes.php', {
      token: admin,
      body: { name: 'Team T-shirt', nameI18n: { ru: 'Футболка команды' }, type: 'material', amount: 0, chance: 1 },
    });
    expect(created.status).toBe(200);
    expect(created.body.prize).toMatchObject({ name: 'Team T-shirt', nameI18n: { ru: 'Футболка команды' } });
    const buyer = await h.register();
    const spin = await h.call('POST', 'roulette.php', { token: buyer.token });
    expect(spin.body.prize.nameI18n).toEqual({ ru: 'Футболка команды' });
    // renaming the prize later leaves the won one as it was won
    await h.call('PUT', `prizes.php?id=${created.body.prize.id}`, {
      token: admin,
      body: { name: 'Hoodie', nameI18n: { ru: 'Худи' }, type: 'material', amount: 0, chance: 1 },
    });
    const winnings = (await h.call('GET', 'roulette.php', { token: buyer.token })).body.winnings;
    expect(winnings[0]).toMatchObject({ name: 'Team T-shirt', nameI18n: { ru: 'Футболка команды' } });
  });
});
