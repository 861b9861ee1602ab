// The buyer's language: chosen from the browser at registration or set on the account, kept on
// the account, and the language of every e-mail the buyer then receives (read at a real SMTP
// server on loopback). Error answers carry codes a page renders in its own language.
import { afterEach, describe, expect, it } from 'vitest';
import { compileMessage, withLabel, type ErrorParams } from '@openpresale/shared/i18n';
import errorsRu from '../../shared/src/i18n/catalogs/errors.ru';
import { makeHarness, type Harness } from '../test/harness';
import { startTestMailServer, type TestMailServer } from '../test/mail-server';
import { OutboxJob } from './jobs/outbox-job';
import { smtpTransport } from './mail/transport';

let smtp: TestMailServer | null = null;
afterEach(async () => {
  await smtp?.close();
  smtp = null;
});

async function deliverAll(h: Harness) {
  smtp ??= await startTestMailServer();
  const job = new OutboxJob({
    db: h.db,
    transport: smtpTransport(smtp.url, 5000),
    from: 'Sale <sale@presale.test>',
    clock: () => h.now.value,
    leaseMs: 30_000,
  });
  await job.runOnce();
  await job.stop();
  return smtp;
}

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  type: 'reg',
  name: 'Иван Петров',
  email,
  phone: '+7 900 000 00 00',
  pass: 'secret-pass',
  ...extra,
});

/** An error answer as a Russian page shows it: its code read from the Russian errors catalog. */
function inRussian(body: { code: keyof typeof errorsRu; params?: ErrorParams }): string {
  const lookup = (key: string) => (key in errorsRu ? errorsRu[key as keyof typeof errorsRu] : undefined);
  return compileMessage(errorsRu[body.code], 'ru')(withLabel(body.params, lookup));
}

describe("the buyer's language", () => {
  it('a buyer whose browser prefers Russian is registered in Russian and gets the confirmation e-mail in Russian', async () => {
    const h = await makeHarness();
    const r = await h.call('POST', 'users.php', {
      body: registration('ivan@example.com'),
      headers: { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' },
    });
    expect(r.status).toBe(200);
    const me = await h.call('GET', 'users.php', { token: r.body.token });
    expect(me.body.user.locale).toBe('ru');
    const server = await deliverAll(h);
    const [mail] = server.to('ivan@example.com');
    expect(mail!.subject).toMatch(/: Подтвердите адрес e-mail$/);
    expect(mail!.text).toContain('Ссылка действует 7 дней и только один раз.');
    expect(mail!.html).toContain('Подтвердить адрес e-mail');
    expect(mail!.text).not.toMatch(/Confirm|link works/);
  });

  it('the language sent with the registration wins over the browser; without either it is English', async () => {
    const h = await makeHarness();
    const chosen = await h.call('POST', 'users.php', {
      body: registration('chosen@example.com', { locale: 'ru' }),
      headers: { 'Accept-Language': 'en-US' },
    });
    expect((await h.call('GET', 'users.php', { token: chosen.body.token })).body.user.locale).toBe('ru');
    const plain = await h.call('POST', 'users.php', {
      body: registration('plain@example.com'),
      headers: { 'Accept-Language': 'de-DE, fr' },
    });
    expect((await h.call('GET', 'users.php', { token: plain.body.token })).body.user.locale).toBe('en');
    const wrong = await h.call('POST', 'users.php', { body: registration('wrong@example.com', { locale: 'de' }) });
    expect(wrong.status).toBe(400);
  });

  it('a buyer sets Russian on the account without the password, and the reset e-mail comes in Russian', async () => {
    const h = await makeHarness();
    const u = await h.register('switcher@example.com');
    const set = await h.call('PUT', 'users.php', { token: u.token, body: { locale: 'ru' } });
    expect(set.status).toBe(200);
    expect(set.body.user.locale).toBe('ru');
    // the language alone changes nothing else on the account
    expect(set.body.user.email).toBe('switcher@example.com');
    expect((await h.call('POST', 'passwordReset.php', { body: { email: u.email } })).status).toBe(200);
    await h.runHeld();
    const server = await deliverAll(h);
    const reset = server.to(u.email).find((m) => m.subject.endsWith('Сброс пароля'));
    expect(reset).toBeDefined();
    expect(reset!.text).toContain('Задать новый пароль');
    expect(reset!.text).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    const refused = await h.call('PUT', 'users.php', { token: u.token, body: { locale: 'xx' } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation.locale');
  });

  it('an error answer carries a code that a Russian page shows in Russian, next to the English message', async () => {
    const h = await makeHarness();
    const weak = await h.call('POST', 'users.php', { body: registration('weak@example.com', { pass: 'password' }) });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'password.common', params: { field: 'pass' } });
    expect(weak.body.message).toBe('This password is one of the most common ones and easy to guess: choose another.');
    expect(inRussian(weak.body)).toBe('Это один из самых распространённых паролей, его легко угадать: выберите другой.');

    const nameless = await h.call('POST', 'users.php', { body: registration('nameless@example.com', { name: '' }) });
    expect(nameless.status).toBe(400);
    expect(nameless.body).toMatchObject({ code: 'input.required', params: { label: 'fullName', field: 'name' } });
    expect(inRussian(nameless.body)).toBe('Заполните поле «Полное имя».');

    const wrong = await h.call('POST', 'users.php', { body: { type: 'login', email: 'nobody@example.com', pass: 'whatever-pass' } });
    expect(wrong.status).toBe(401);
    expect(inRussian(wrong.body)).toBe('Неверный e-mail или пароль.');
  });
});
