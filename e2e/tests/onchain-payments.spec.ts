import { startTestChain, TEST_CHAIN_ID, TEST_EVM_XPUB, type TestChain } from '@openpresale/api/test-kit';
import { createApiHelper } from '../support/api';
import { test as base, expect, signInAs, uniqueEmail } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

// Payments verified on a real local EVM chain (ganache, started by this test on loopback): the
// production server watches it through EVM_RPC_URL_<chainId>, the test pays from a funded
// account, and the pages follow what the chain shows without a reload.

// the site's own fixtures, with a server that watches this test's chain
const test = base.extend<object, { chain: TestChain; server: RunningServer }>({
  chain: [
    async ({}, use) => {
      const chain = await startTestChain();
      await use(chain);
      await chain.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  server: [
    async ({ chain }, use) => {
      const server = await startServer({ [`EVM_RPC_URL_${TEST_CHAIN_ID}`]: chain.url, CHAIN_POLL_SECONDS: '1' });
      const api = createApiHelper(server);
      await api.call('PUT', 'cryptos.php', {
        token: await api.adminToken(),
        body: {
          currency: 'ETH',
          network: `evm:${TEST_CHAIN_ID}`,
          decimals: 18,
          confirmations: 2,
          receiveMode: 'derived',
          xpub: TEST_EVM_XPUB,
        },
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

test('the buyer orders, pays on the chain, and the order page moves to seen and approved without a reload; the hub shows the credit', async ({
  page,
  api,
  chain,
}) => {
  const email = uniqueEmail('chain');
  const token = await api.register({ name: 'Chain Buyer', email, pass: 'chain-pass-123' });
  await signInAs(page, token, email);
  await page.goto('/dashboard/buy-token');
  await page.getByPlaceholder('Search for a currency...').fill('ethereum');
  await page.getByRole('button', { name: /Ethereum/ }).click();
  await page.getByLabel('Amount to pay in crypto').fill('0.01');
  await page.getByRole('button', { name: 'Buy Now!' }).click();
  await page.getByRole('dialog', { name: 'Payment Process' }).getByRole('button', { name: 'Create order' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);

  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  await expect(page.getByTestId('by-pay-network')).toHaveText(`Local test chain (chain id ${TEST_CHAIN_ID})`);
  await expect(page.getByTestId('by-pay-amount')).toHaveText('0.01 ETH');
  await expect(page.getByTestId('by-pay-deadline')).toContainText(/Time left (00:2\d|00:30):\d\d/);
  await expect(page.getByRole('img', { name: /^QR code of the address ethereum:/ })).toBeVisible();
  const address = (await page.getByTestId('by-pay-address').textContent())!.trim();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`order-payment-${width}.png`), fullPage: true });
  }
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

  await chain.payNative(chain.payers[0]!, address, 10_000_000_000_000_000n);
  await expect(page.getByRole('heading', { name: 'Payment seen' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('by-payment-confirmations')).toHaveText('1 of 2 confirmations');
  await page.screenshot({ path: test.info().outputPath('order-seen.png'), fullPage: true });

  await chain.mine(1);
  await expect(page.getByRole('heading', { name: 'Transaction approved' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('by-payment-confirmations')).toHaveText('2 of 2 confirmations');

  // 0.01 ETH at 30,000 tokens per ETH: 300 tokens and the 5 % Bronze bonus
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'DEMO Token Hub' }).click();
  await expect(page.getByRole('region', { name: 'History table' })).toContainText('Approved');
  const me = await api.call<{ user: { balance: number } }>('GET', 'users.php', { token });
  expect(me.user.balance).toBe(315);
  await expect(page.getByText('315.00', { exact: false }).first()).toBeVisible();
});

test('an underpaid order waits in the review queue; the administrator credits what arrived', async ({ page, api, chain }) => {
  const email = uniqueEmail('under');
  const token = await api.register({ name: 'Under Payer', email, pass: 'under-pass-123' });
  const { orderToken } = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
    token,
    body: { cryptoToTransfer: 'ETH', amountToTransfer: '0.02' },
  });
  const order = async () =>
    (
      await api.call<{ transactions: Array<{ id: number; address: string; status: string }> }>(
        'GET',
        `transactions.php?orderToken=${orderToken}`,
        { token },
      )
    ).transactions[0]!;
  await chain.payNative(chain.payers[1]!, (await order()).address, 10_000_000_000_000_000n); // half
  await chain.mine(1);
  await expect.poll(async () => (await order()).status, { timeout: 20_000 }).toBe('review');

  await page.goto('/privacy');
  await page.evaluate((stored) => localStorage.setItem('adminToken', stored), await api.adminToken());
  await page.goto('/admin/dashboard/review');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Underpaid');
  await expect(row).toContainText('0.02 / 0.01 ETH');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`review-queue-${width}.png`), fullPage: true });
  }
  await row.getByRole('button', { name: 'Credit received amount' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Credit received amount' }).click();
  await expect(page.getByText('No payment waits for review.')).toBeVisible();
  expect((await order()).status).toBe('approved');
  // half the order: 300 tokens for 0.01 ETH and the 5 % bonus
  const me = await api.call<{ user: { balance: number } }>('GET', 'users.php', { token });
  expect(me.user.balance).toBe(315);
});
