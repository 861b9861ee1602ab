// Accounts a buyer can keep: reset links, e-mail verification, e-mail change, the current password
// for sensitive changes, the session list; and the e-mails the money events send. Messages are
// read from the outbox the way the test SMTP server would receive them (outbox-job.test.ts covers
// the delivery itself).
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { invariantViolations } from './db/integrity';
import { makeHarness, PUBLIC_URL, type Harness } from '../test/harness';
import { runAdminDigest } from './jobs/admin-digest-job';
import { RESET_REQUESTED } from './routes/password-reset';
import { TOKEN_LIFETIME_MS } from './services/accounts';

let h: Harness;
afterEach(async () => {
  if (h) expect(await invariantViolations(h.db)).toEqual([]);
});

const login = (email: string, pass: string) => h.call('POST', 'users.php', { body: { type: 'login', email, pass } });
const forgot = (email: string, headers: Record<string, string> = {}) => h.call('POST', 'passwordReset.php', { body: { email }, headers });
const reset = (token: string, pass: string) => h.call('PUT', 'passwordReset.php', { body: { token, pass } });
const later = (ms: number) => (h.now.value = new Date(h.now.value.getTime() + ms));

describe('forgotten password', () => {
  it('a reset link from the e-mail sets a new password once, ends every session and sends a notice', async () => {
    h = await makeHarness();
    const u = await h.register('forgetful@example.com');
    const second = (await login(u.email, 'secret-pass')).body.user.token;
    const asked = await forgot('Forgetful@Example.com');
    // the same whole answer for every address; its code lets a page say it in its own language
    expect(asked.body).toEqual({ status: 'success', message: RESET_REQUESTED, code: 'notice.resetRequested', params: {} });
    const token = await h.linkToken(u.email, 'reset_password', 'reset-password');
    const done = await reset(token, 'brand-new-pass');
    expect(done.status).toBe(200);
    expect(done.body.email).toBe(u.email);
    for (const session of [u.token, second]) expect((await h.call('GET', 'users.php', { token: session })).status).toBe(401);
    expect((await login(u.email, 'secret-pass')).status).toBe(401);
    expect((await login(u.email, 'brand-new-pass')).status).toBe(200);
    const notice = (await h.mail(u.email)).filter((m) => m.kind === 'password_changed');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toMatch(/reset through a link/);
    // used once
    const again = await reset(token, 'third-pass-1');
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not valid any more/);
    expect((await login(u.email, 'third-pass-1')).status).toBe(401);
  });

  it('a link expires after 30 minutes, and a newer link replaces an older one', async () => {
    h = await makeHarness();
    const u = await h.register('slow@example.com');
    await forgot(u.email);
    const old = await h.linkToken(u.email, 'reset_password', 'reset-password');
    later(TOKEN_LIFETIME_MS.reset + 1000);
    expect((await reset(old, 'too-late-pass')).status).toBe(400);
    await forgot(u.email);
    const first = await h.linkToken(u.email, 'reset_password', 'reset-password');
    later(1000);
    await forgot(u.email);
    const newest = await h.linkToken(u.email, 'reset_password', 'reset-password');
    expect(newest).not.toBe(first);
    expect((await reset(first, 'replaced-pass')).status).toBe(400);
    later(TOKEN_LIFETIME_MS.reset - 60_000);
    expect((await reset(newest, 'in-time-pass')).status).toBe(200);
    expect((await login(u.email, 'in-time-pass')).status).toBe(200);
  });

  it("a link changes only its own account's password; a verification link is not a reset link; made-up tokens are refused", async () => {
    h = await makeHarness();
    const a = await h.register('alpha@example.com');
    const b = await h.register('beta@example.com', { unverified: true });
    await forgot(a.email);
    const aToken = await h.linkToken(a.email, 'reset_password', 'reset-password');
    expect((await reset(aToken, 'alpha-new-pass')).status).toBe(200);
    expect((await login(b.email, 'secret-pass')).status).toBe(200);
    expect((await login(b.email, 'alpha-new-pass')).status).toBe(401);
    const verification = await h.linkToken(b.email, 'verify_email', 'verify-email');
    expect((await reset(verification, 'hijack-pass-1')).status).toBe(400);
    expect((await login(b.email, 'hijack-pass-1')).status).toBe(401);
    for (const made of ['x'.repeat(43), 'short', "' OR 1=1 --"]) expect((await reset(made, 'made-up-pass')).status).toBe(400);
    const weak = await reset(aToken, '1');
    expect(weak.status).toBe(400);
  });

  it('answers known and unknown addresses alike, before the address is looked up (so the timing tells nothing)', async () => {
    h = await makeHarness({ holdDeferred: true });
    await h.register('known@example.com');
    const known = await forgot('known@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect([...known.headers.entries()]).toEqual([...unknown.headers.entries()]);
    // both answers were complete while the lookup had not even started
    expect(h.held()).toBe(2);
    expect((await h.mail()).filter((m) => m.kind === 'reset_password')).toHaveLength(0);
    await h.runHeld();
    const resets = (await h.mail()).filter((m) => m.kind === 'reset_password');
    expect(resets.map((m) => m.recipient)).toEqual(['known@example.com']);
  });

  it('is rate limited per address and per client address, for known and unknown addresses alike', async () => {
    h = await makeHarness({ rateLimit: { perIp: 5, mailPerAccount: 2 } });
    await h.register('limited@example.com');
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (const email of ['limited@example.com', 'ghost@example.com']) {
      expect((await forgot(email, from('10.0.0.1'))).status).toBe(200);
      expect((await forgot(email, from('10.0.0.2'))).status).toBe(200);
      const third = await forgot(email, from('10.0.0.3'));
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await h.mail()).filter((m) => m.kind === 'reset_password')).toHaveLength(2);
    for (let i = 0; i < 5; i++) expect((await forgot(`other${i}@example.com`, from('10.9.9.9'))).status).toBe(200);
    expect((await forgot('other9@example.com', from('10.9.9.9'))).status).toBe(429);
    // made-up tokens count against the client address
    for (let i = 0; i < 5; i++)
      expect(
        (await h.call('PUT', 'passwordReset.php', { body: { token: 'y'.repeat(43), pass: 'whatever-1' }, headers: from('10.7.7.7') }))
          .status,
      ).toBe(400);
    expect(
      (await h.call('PUT', 'passwordReset.php', { body: { token: 'y'.repeat(43), pass: 'whatever-1' }, headers: from('10.7.7.7') })).status,
    ).toBe(429);
  });
});

describe('e-mail verification', () => {
  it('an unverified buyer may browse but not place a first order; the link from the e-mail unlocks it', async () => {
    h = await makeHarness();
    const u = await h.register('new@example.com', { unverified: true });
    const me = await h.call('GET', 'users.php', { token: u.token });
    expect(me.body.user).toMatchObject({ email_verified: false, pending_email: null });
    expect((await h.call('GET', 'cryptos.php', { token: u.token })).status).toBe(200);
    const refused = await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/confirm your e-mail address before your first order/);
    const [mail] = await h.mail(u.email);
    expect(mail!.text).toContain(`${PUBLIC_URL}/verify-email?token=`);
    const token = await h.linkToken(u.email, 'verify_email', 'verify-email');
    const confirmed = await h.call('POST', 'emailVerification.php', { body: { token } });
    expect(confirmed.body).toMatchObject({ purpose: 'verify', email: u.email });
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.email_verified).toBe(true);
    expect(
      (await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } })).status,
    ).toBe(200);
    expect((await h.call('POST', 'emailVerification.php', { body: { token } })).status).toBe(400);
    expect((await h.call('PUT', 'emailVerification.php', { token: u.token })).status).toBe(409);
  });

  it('the issuer can let unverified buyers order; Resend sends a new link (the old one stops) and is rate limited', async () => {
    h = await makeHarness({ rateLimit: { mailPerAccount: 2 } });
    const admin = await h.adminToken();
    const u = await h.register('relaxed@example.com', { unverified: true });
    expect((await h.call('PUT', 'settings.php', { token: admin, body: { requireVerifiedEmail: false } })).status).toBe(200);
    expect((await h.call('GET', 'settings.php')).body.settings.requireVerifiedEmail).toBe(false);
    expect(
      (await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } })).status,
    ).toBe(200);
    const first = await h.linkToken(u.email, 'verify_email', 'verify-email');
    expect((await h.call('PUT', 'emailVerification.php', { token: u.token })).status).toBe(200);
    const second = await h.linkToken(u.email, 'verify_email', 'verify-email');
    expect(second).not.toBe(first);
    expect((await h.call('PUT', 'emailVerification.php', { token: u.token })).status).toBe(200);
    expect((await h.call('PUT', 'emailVerification.php', { token: u.token })).status).toBe(429);
    expect((await h.call('POST', 'emailVerification.php', { body: { token: first } })).status).toBe(400);
    const third = await h.linkToken(u.email, 'verify_email', 'verify-email');
    expect((await h.call('POST', 'emailVerification.php', { body: { token: third } })).status).toBe(200);
    expect((await h.call('PUT', 'emailVerification.php')).status).toBe(401);
  });

  it('a new e-mail address takes effect through the link sent to it, with a notice to the old address', async () => {
    h = await makeHarness();
    const u = await h.register('old@example.com');
    await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } });
    const asked = await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'Mover', email: 'New@Example.com', current_pass: 'secret-pass' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toMatch(/link we sent to new@example.com/);
    expect(asked.body.user).toMatchObject({ email: 'old@example.com', pending_email: 'new@example.com', name: 'Mover' });
    const notice = (await h.mail('old@example.com')).filter((m) => m.kind === 'email_change_notice');
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain('new@example.com');
    expect(notice[0]!.text).not.toMatch(/token=/);
    // still the old address until the link is opened
    expect((await login('old@example.com', 'secret-pass')).status).toBe(200);
    const token = await h.linkToken('new@example.com', 'confirm_new_email', 'verify-email');
    const done = await h.call('POST', 'emailVerification.php', { body: { token } });
    expect(done.body).toMatchObject({ purpose: 'email_change', email: 'new@example.com' });
    expect((await login('new@example.com', 'secret-pass')).status).toBe(200);
    expect((await login('old@example.com', 'secret-pass')).status).toBe(401);
    const mine = await h.call('GET', 'transactions.php?mine=1', { token: u.token });
    expect(mine.body.transactions[0].email).toBe('new@example.com');
    // a reset link sent to the old address no longer speaks for the account
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user).toMatchObject({
      email: 'new@example.com',
      email_verified: true,
      pending_email: null,
    });
  });

  it('an address taken meanwhile by someone else is refused when the link is opened', async () => {
    h = await makeHarness();
    const u = await h.register('first@example.com');
    await h.call('PUT', 'users.php', { token: u.token, body: { name: 'F', email: 'wanted@example.com', current_pass: 'secret-pass' } });
    const token = await h.linkToken('wanted@example.com', 'confirm_new_email', 'verify-email');
    await h.register('wanted@example.com');
    expect((await h.call('POST', 'emailVerification.php', { body: { token } })).status).toBe(409);
    expect((await h.call('GET', 'users.php', { token: u.token })).body.user.email).toBe('first@example.com');
  });
});

describe('re-authentication and sessions', () => {
  it('the password, the e-mail and the payout address change only with the current password; the name without', async () => {
    h = await makeHarness({ rateLimit: { perAccount: 3 } });
    const u = await h.register('careful@example.com');
    const base = { name: 'Careful', email: u.email };
    expect((await h.call('PUT', 'users.php', { token: u.token, body: base })).status).toBe(200);
    for (const change of [
      { pass: 'stolen-pass-1' },
      { ...base, email: 'thief@example.com' },
      { ...base, payout_address: '0xTHIEFWALLET' },
    ]) {
      const missing = await h.call('PUT', 'users.php', { token: u.token, body: change });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toMatch(/current password/);
    }
    const wrong = await h.call('PUT', 'users.php', {
      token: u.token,
      body: { ...base, payout_address: '0xTHIEFWALLET', current_pass: 'guess-1' },
    });
    expect(wrong.status).toBe(403);
    const user = (await h.call('GET', 'users.php', { token: u.token })).body.user;
    expect(user).toMatchObject({ payout_address: null, email: u.email });
    expect(await h.mail('thief@example.com')).toHaveLength(0);
    // wrong answers are limited like failed sign-ins
    await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'stolen-pass-1', current_pass: 'guess-2' } });
    await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'stolen-pass-1', current_pass: 'guess-3' } });
    const blocked = await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'stolen-pass-1', current_pass: 'secret-pass' } });
    expect(blocked.status).toBe(429);
    expect((await login(u.email, 'secret-pass')).status).toBe(200);
  });

  it('a payout address or password change is told to the account address', async () => {
    h = await makeHarness();
    const u = await h.register('told@example.com');
    const other = (await login(u.email, 'secret-pass')).body.user.token;
    await h.call('PUT', 'users.php', {
      token: u.token,
      body: { name: 'T', email: u.email, payout_address: '0xNEWPAYOUT1', current_pass: 'secret-pass' },
    });
    await h.call('PUT', 'users.php', { token: u.token, body: { pass: 'changed-pass-1', current_pass: 'secret-pass' } });
    const kinds = (await h.mail(u.email)).map((m) => m.kind);
    expect(kinds).toEqual(['verify_email', 'payout_address_changed', 'password_changed']);
    expect((await h.mail(u.email))[1]!.text).toContain('0xNEWPAYOUT1');
    expect((await h.call('GET', 'users.php', { token: other })).status).toBe(401);
  });

  it('the buyer sees their signed-in devices and ends all others; log out ends the session on the server', async () => {
    h = await makeHarness();
    const u = await h.register('devices@example.com');
    const phone = (
      await h.call('POST', 'users.php', {
        body: { type: 'login', email: u.email, pass: 'secret-pass' },
        headers: { 'user-agent': 'Phone Browser 1.0' },
      })
    ).body.user.token;
    const listed = await h.call('GET', 'sessions.php', { token: u.token });
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s: any) => s.current)).toHaveLength(1);
    expect(listed.body.sessions.map((s: any) => s.user_agent)).toContain('Phone Browser 1.0');
    expect(JSON.stringify(listed.body)).not.toContain(phone);
    const ended = await h.call('DELETE', 'sessions.php', { token: u.token });
    expect(ended.body.ended).toBe(1);
    expect((await h.call('GET', 'users.php', { token: phone })).status).toBe(401);
    expect((await h.call('GET', 'sessions.php', { token: u.token })).body.sessions).toHaveLength(1);
    expect((await h.call('POST', 'users.php?action=logout', { token: u.token })).status).toBe(200);
    expect((await h.call('GET', 'users.php', { token: u.token })).status).toBe(401);
    const row = await h.row<{ n: number }>(sql`SELECT COUNT(*) AS n FROM sessions WHERE user_id = ${u.id}`);
    expect(Number(row!.n)).toBe(0);
  });
});

describe('notifications', () => {
  it('order placed (with the payment instructions), credited, rejected with its reason; withdrawal requested, sent with its hash, rejected', async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    const u = await h.register('money@example.com');
    const placed = await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 } });
    const second = await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'ETH', amountToTransfer: 0.1 } });
    const mine = (await h.call('GET', 'transactions.php?mine=1', { token: u.token })).body.transactions;
    const usdt = mine.find((t: any) => t.order_token === placed.body.orderToken);
    const eth = mine.find((t: any) => t.order_token === second.body.orderToken);
    await h.call('PUT', 'transactions.php', { token: admin, body: { id: usdt.id, status: 'approved' } });
    await h.call('PUT', 'transactions.php', { token: admin, body: { id: usdt.id, status: 'approved' } }); // repeated: no second e-mail
    await h.call('PUT', 'transactions.php', {
      token: admin,
      body: { id: eth.id, status: 'rejected', reason: 'No payment arrived within 48 hours.' },
    });
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    const w1 = (await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 100, address: '0xWALLETONE1' } })).body
      .withdrawal;
    const w2 = (await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 50, address: '0xWALLETONE1' } })).body.withdrawal;
    await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: w1.id, status: 'sent', txHash: '0xfeedbeef' } });
    await h.call('PUT', 'withdrawals.php', { token: admin, body: { id: w2.id, status: 'rejected' } });
    const mail = (await h.mail(u.email)).filter((m) => m.kind !== 'verify_email');
    expect(mail.map((m) => m.kind)).toEqual([
      'order_placed',
      'order_placed',
      'order_credited',
      'order_rejected',
      'withdrawal_requested',
      'withdrawal_requested',
      'withdrawal_sent',
      'withdrawal_rejected',
    ]);
    expect(mail[0]!.subject).toBe('Demo Token: Order received: pay 100 USDT');
    expect(mail[0]!.text).toContain('test-usdt-wallet');
    expect(mail[0]!.text).toContain(`${PUBLIC_URL}/dashboard/transaction?order=${placed.body.orderToken}`);
    expect(mail[2]!.text).toMatch(/credited/);
    expect(mail[3]!.text).toContain('No payment arrived within 48 hours.');
    expect(mail[4]!.text).toContain('0xWALLETONE1');
    expect(mail[6]!.text).toContain('0xfeedbeef');
    expect(mail[7]!.text).toMatch(/back in your balance/);
    expect(mail.every((m) => m.html.includes('Demo Token') && m.html.startsWith('<!doctype html>'))).toBe(true);
  });

  it("the administrators' digest lists new withdrawal requests and orders at most every N minutes, and nothing when nothing is new", async () => {
    h = await makeHarness();
    const admin = await h.adminToken();
    const clock = () => h.now.value;
    const digest = () => runAdminDigest(h.db, clock, 'this-process', 60_000);
    expect(
      (await h.call('PUT', 'settings.php', { token: admin, body: { adminNotifyEmail: 'ops@example.com', adminDigestMinutes: 10 } })).status,
    ).toBe(200);
    expect((await h.call('GET', 'settings.php')).body.settings).not.toHaveProperty('adminNotifyEmail');
    expect((await h.call('GET', 'outbox.php', { token: admin })).body.mail).toMatchObject({
      adminNotifyEmail: 'ops@example.com',
      adminDigestMinutes: 10,
    });
    expect(await digest()).toBe(false); // starts counting from now
    const u = await h.register('asker@example.com');
    await h.call('PUT', 'users.php', { token: admin, body: { email: u.email, balance: 500 } });
    await h.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
    later(1000);
    await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 120, address: '0xASKERWALLET' } });
    await h.call('POST', 'transactions.php', { token: u.token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 } });
    later(1000);
    expect(await digest()).toBe(true);
    let sent = await h.mail('ops@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain('1 new withdrawal request to send');
    expect(sent[0]!.text).toContain('asker@example.com');
    expect(sent[0]!.text).toContain('0xASKERWALLET');
    expect(sent[0]!.text).toContain('1 new order placed; 1 order in all wait');
    // another request within 10 minutes waits for the next digest
    later(1000);
    await h.call('POST', 'withdrawals.php', { token: u.token, body: { amount: 10, address: '0xASKERWALLET' } });
    later(60_000);
    expect(await digest()).toBe(false);
    later(10 * 60_000);
    expect(await digest()).toBe(true);
    sent = await h.mail('ops@example.com');
    expect(sent).toHaveLength(2);
    expect(sent[1]!.text).toContain('1 new withdrawal request');
    expect(sent[1]!.text).not.toContain('new order');
    later(60 * 60_000);
    expect(await digest()).toBe(false);
    expect(await h.mail('ops@example.com')).toHaveLength(2);
  });

  it('the Outbox page masks every reset and confirmation link, so no administrator can use one', async () => {
    h = await makeHarness();
    const u = await h.register('masked@example.com');
    await forgot(u.email);
    const token = await h.linkToken(u.email, 'reset_password', 'reset-password');
    const page = await h.call('GET', 'outbox.php?pageSize=100', { token: await h.adminToken() });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(token);
    expect(text).toContain('reset-password?token=••••••••');
    expect(text).toContain('verify-email?token=••••••••');
    expect(page.body.messages.map((m: any) => m.kind)).toEqual(['reset_password', 'verify_email']);
    expect((await h.call('GET', 'outbox.php', { token: u.token })).status).toBe(403);
    expect((await h.call('GET', 'outbox.php')).status).toBe(401);
  });
});
