import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// The whole money path of a buyer, in a real browser against the production build.

test('a buyer orders tokens, pays to the shown address, and sees the credit after the admin approves', async ({ page, api }) => {
  // The e-mail prefix is unique to this test, so its masked form finds this buyer's leaderboard row.
  const email = uniqueEmail('zq');
  const token = await api.register({ name: 'Quinn Example', email, pass: 'correct-horse-1' });
  const { data: currencies } = await api.call<{ data: { currency: string; address: string; rate: number }[] }>('GET', 'cryptos.php');
  const usdt = currencies.find((c) => c.currency === 'USDT')!;
  expect(usdt.address.length).toBeGreaterThan(4);

  await signInAs(page, token, email);
  await page.goto('/dashboard/buy-token');
  await expect(page).toHaveTitle('Demo Token | Buy Token');
  await expect(page.getByText('Hello, Quinn Example')).toBeVisible();

  await page.getByPlaceholder('Search for a currency...').fill('tether');
  await page.getByRole('button', { name: /Tether/ }).click();
  const amount = page.getByLabel('Amount to pay in crypto');
  // Large enough to stay in the top 10 while other tests of this worker add deposits too.
  await amount.fill('1000');
  // 1000 USDT × rate; a new buyer is Bronze (5% bonus) — the same rule the server applies.
  const tokens = 1000 * usdt.rate;
  const total = tokens * 1.05;
  const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 6 });
  // Hub and leaderboard figures: 2 decimals with thousands separators (SPEC §9).
  const fmt2 = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(page.getByTestId('by-you-receive')).toHaveText(`${fmt(total)} DEMO`);

  await page.getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Process' });
  await expect(dialog.getByText('Bonus Tokens')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByTestId('by-pay-address')).toHaveText(usdt.address);
  await expect(dialog.getByTestId('by-pay-amount')).toHaveText('1000 USDT');
  await expect(dialog.getByRole('img', { name: `QR code of the address ${usdt.address}` })).toBeVisible();
  await expect(dialog.getByText('Scan the QR code or type the address into your wallet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);
  await expect(page.getByRole('heading', { name: 'Processing Transaction' })).toBeVisible();
  await expect(page.getByText('Your order is being processed, please wait.')).toBeVisible();
  const orderToken = new URL(page.url()).searchParams.get('order')!;

  const { transactions } = await api.call<{ transactions: { id: number; amount_to_receive: number }[] }>(
    'GET',
    `transactions.php?orderToken=${encodeURIComponent(orderToken)}`,
    { token },
  );
  expect(transactions[0]!.amount_to_receive).toBeCloseTo(total, 6);
  await api.call('PUT', 'transactions.php', { token: await api.adminToken(), body: { id: transactions[0]!.id, status: 'approved' } });

  // No reload: the page polls every 5 s while the order is pending.
  await expect(page.getByRole('heading', { name: 'Transaction approved' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The payment was confirmed and the tokens were credited.')).toBeVisible();

  await page.getByRole('link', { name: 'DEMO Token Hub' }).click();
  await expect(page).toHaveTitle('Demo Token | DEMO Token Hub');
  await expect(page.getByTestId('by-hub-current-balance')).toHaveText(`${fmt2(total)} DEMO`);
  await expect(page.getByTestId('by-hub-purchased-tokens')).toHaveText(`${fmt2(tokens)} DEMO`);
  await expect(page.getByTestId('by-hub-bonus-tokens')).toHaveText(`${fmt2(total - tokens)} DEMO`);
  await expect(page.getByRole('row', { name: new RegExp(`1,000 USDT → ${fmt(total)} DEMO`) })).toBeVisible();

  await page.getByRole('link', { name: 'Leaderboard' }).click();
  const row = page.getByRole('row').filter({ hasText: 'zq***@ex***.com' });
  await expect(row).toHaveCount(1);
  const { data: main } = await api.call<{ data: { value: number }[] }>('GET', 'mainCurrency.php');
  await expect(row).toContainText(`$${fmt2(tokens * main[0]!.value)}`);
});

test('the transaction page explains a missing or unknown order', async ({ page, api }) => {
  const email = uniqueEmail('txcases');
  const token = await api.register({ name: 'Case Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);

  await page.goto('/dashboard/transaction');
  await expect(page.getByText('Order number is missing in the URL')).toBeVisible();

  await page.goto('/dashboard/transaction?order=no-such-order-token');
  await expect(page).toHaveURL(/\/dashboard\/buy-token$/);
  await expect(page.getByText("Transaction doesn't exist")).toBeVisible();
});

test("'Buy Now!' stays off outside 40..100000 tokens and 'Log out' ends the session", async ({ page, api }) => {
  const email = uniqueEmail('bounds');
  const token = await api.register({ name: 'Bounds Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard/buy-token');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  // Choosing a currency suggests an amount that fits it: the smallest round figure that buys the
  // minimum (a fixed 40 would be 40 BTC, millions of dollars and over the maximum).
  const { data: currencies } = await api.call<{ data: { currency: string; rate: number }[] }>('GET', 'cryptos.php');
  const btcRate = currencies.find((c) => c.currency === 'BTC')!.rate;
  const suggested = Number(await page.getByLabel('Amount to pay in crypto').inputValue());
  expect(suggested * btcRate).toBeGreaterThanOrEqual(40);
  expect(suggested * btcRate).toBeLessThan(45);
  await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeEnabled();
  await page.getByLabel('Amount to pay in crypto').fill('40');
  await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeDisabled();
  await page.getByRole('button', { name: /Swap to receive/ }).click();
  await page.getByLabel('Amount to receive DEMO').fill('39');
  await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeDisabled();
  await page.getByLabel('Amount to receive DEMO').fill('40');
  await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeEnabled();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  // the server ended the session too: the old token no longer opens anything
  await expect
    .poll(() =>
      api.call('GET', 'users.php', { token }).then(
        () => 'still valid',
        (error: Error) => error.message,
      ),
    )
    .toContain('answered 401');
});

test('a currency still on the demo address cannot be paid in, and the admin is told which one', async ({ page, api }) => {
  const admin = await api.adminToken();
  await api.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'SOL', address: 'demo-sol-address-replace-me' } });
  try {
    const email = uniqueEmail('placeholder');
    const token = await api.register({ name: 'Placeholder Example', email, pass: 'correct-horse-1' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/buy-token');
    await page.getByRole('button', { name: /Solana/ }).click();
    await expect(page.getByText('Payments in SOL are not open yet: the issuer has not set a wallet address for it.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeDisabled();
    // Another currency with a real address stays payable.
    await page.getByRole('button', { name: /Tether/ }).click();
    await expect(page.getByRole('button', { name: 'Buy Now!' })).toBeEnabled();

    await page.evaluate((stored) => localStorage.setItem('adminToken', stored), admin);
    await page.goto('/admin/dashboard/crypto');
    await expect(page.getByText('Buyers cannot pay in SOL yet')).toBeVisible();
    await expect(page.getByRole('row', { name: /SOL/ }).getByText('Demo address: replace it')).toBeVisible();
  } finally {
    await api.call('PUT', 'cryptos.php', { token: admin, body: { currency: 'SOL', address: 'test-sol-wallet' } });
  }
});

test.describe('with the pixel question unanswered', () => {
  test.use({ pixelsAnswered: false });

  test('on a phone, a buyer who has not answered the pixel question can still continue and confirm a payment', async ({ page, api }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await api.call('POST', 'pixels.php', { token: await api.adminToken(), body: { api_key: `phone-${Date.now()}`, location: '/privacy' } });
    const email = uniqueEmail('phone-consent');
    const token = await api.register({ name: 'Phone Buyer', email, pass: 'phone-pass-1' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/buy-token');
    // The banner stays open: it is not a modal, and it must not cover the dialog's buttons.
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toBeVisible();

    await page.getByPlaceholder('Search for a currency...').fill('tether');
    await page.getByRole('button', { name: /Tether/ }).click();
    await page.getByLabel('Amount to pay in crypto').fill('100');
    await page.getByRole('button', { name: 'Buy Now!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Process' });
    await dialog.getByRole('button', { name: 'Continue' }).click({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Confirm' }).click({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);
    await expect(page.getByRole('heading', { name: 'Tracking pixels', exact: true })).toBeVisible();
  });
});
