import type { Page } from '@playwright/test';
import type { ApiHelper } from '../support/api';
import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// The token hub of SPEC §3 after the buyer's tokens leave for their wallet, and the buyer's tables
// on a phone.

const payout = '0x1234567890abcdef1234567890abcdef12345678';
const fmt2 = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A buyer with one approved USDT order and a payout address; returns the figures of that order. */
async function buyerWithApprovedOrder(api: ApiHelper, prefix: string) {
  const email = uniqueEmail(prefix);
  const token = await api.register({ name: 'Hub Example', email, pass: 'hub-pass-123' });
  await api.call('PUT', 'users.php', { token, body: { name: 'Hub Example', email, payout_address: payout, current_pass: 'hub-pass-123' } });
  const { orderToken } = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
    token,
    body: { cryptoToTransfer: 'USDT', amountToTransfer: 100 },
  });
  const [order] = (
    await api.call<{ transactions: { id: number; amount_to_receive: number; bonus: number }[] }>(
      'GET',
      `transactions.php?orderToken=${orderToken}`,
      { token },
    )
  ).transactions;
  await api.call('PUT', 'transactions.php', { token: await api.adminToken(), body: { id: order!.id, status: 'approved' } });
  return { email, token, total: order!.amount_to_receive, bonus: order!.bonus };
}

async function withDistributionOpen(api: ApiHelper, run: () => Promise<void>) {
  const admin = await api.adminToken();
  await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
  try {
    await run();
  } finally {
    await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'not started' } });
  }
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
    regions: Array.from(document.querySelectorAll<HTMLElement>('[role="region"][tabindex="0"]')).map((region) => ({
      name: region.getAttribute('aria-label'),
      scroll: region.scrollWidth,
      client: region.clientWidth,
    })),
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  for (const region of widths.regions) expect(region.scroll, `${region.name} scrolls sideways`).toBeLessThanOrEqual(region.client);
}

test('after a withdrawal the hub stays truthful and lists the request in the buyer history, with the hash once it is sent', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const buyer = await buyerWithApprovedOrder(api, 'hubwd');
  await withDistributionOpen(api, async () => {
    await signInAs(page, buyer.token, buyer.email);
    await page.goto('/dashboard/my-token');
    await expect(page.getByTestId('by-hub-current-balance')).toHaveText(`${fmt2(buyer.total)} DEMO`);

    await page.getByRole('button', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw' });
    await dialog.getByLabel('Amount (DEMO)').fill(String(buyer.total));
    await dialog.getByRole('button', { name: 'Request delivery' }).click();
    await expect(dialog).toHaveCount(0);

    // Everything left the balance; what was bought and the bonus stay what they were.
    await expect(page.getByTestId('by-hub-current-balance')).toHaveText('0.00 DEMO');
    await expect(page.getByTestId('by-hub-purchased-tokens')).toHaveText(`${fmt2(buyer.total - buyer.bonus)} DEMO`);
    await expect(page.getByTestId('by-hub-bonus-tokens')).toHaveText(`${fmt2(buyer.bonus)} DEMO`);
    await expect(page.getByTestId('by-hub-withdrawn')).toHaveText(`${fmt2(buyer.total)} DEMO`);
    await expect(page.getByText(`${fmt2(buyer.total)} DEMO of it awaits delivery.`)).toBeVisible();
    const history = page.getByRole('region', { name: 'History table' });
    const withdrawalRow = history.getByRole('row', { name: /Withdrawal of/ });
    await expect(withdrawalRow).toContainText(`−${fmt2(buyer.total)}`);
    await expect(withdrawalRow).toContainText('Requested');
    await expect(history.getByRole('row', { name: /100 USDT →/ })).toBeVisible();

    const { withdrawals } = await api.call<{ withdrawals: { id: number }[] }>('GET', 'withdrawals.php', { token: buyer.token });
    const hash = `0x${'ab'.repeat(32)}`;
    await api.call('PUT', 'withdrawals.php', {
      token: await api.adminToken(),
      body: { id: withdrawals[0]!.id, status: 'sent', txHash: hash },
    });
    await page.reload();
    await expect(withdrawalRow).toContainText('Sent');
    await expect(withdrawalRow.getByText('0xabab…abab')).toHaveAttribute('title', hash);
    await expect(withdrawalRow.getByRole('button', { name: 'Transaction hash: copy' })).toBeVisible();
    await expect(page.getByText('awaits delivery')).toHaveCount(0);
  });
});

test('at 375 px the hub history and the leaderboard show status, amount and date first, without sideways scrolling', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const buyer = await buyerWithApprovedOrder(api, 'hubphone');
  await withDistributionOpen(api, async () => {
    await api.call('POST', 'withdrawals.php', { token: buyer.token, body: { amount: 10 } });
  });
  await signInAs(page, buyer.token, buyer.email);
  await page.goto('/dashboard/my-token');
  const history = page.getByRole('region', { name: 'History table' });
  const rows = history.getByRole('row');
  await expect(rows).toHaveCount(3);
  await noSidewaysScroll(page);

  // In each card the status, the amount and the date come above the details.
  for (const row of [rows.nth(1), rows.nth(2)]) {
    const top = async (selector: string) => (await row.locator(selector).boundingBox())!.y;
    const detail = await top('.by-cell-detail');
    for (const first of ['.by-cell-status', '.by-cell-amount', '.by-cell-date']) {
      await expect(row.locator(first)).toBeVisible();
      expect(await top(first)).toBeLessThan(detail);
    }
  }
  // The long payout address is shortened, the whole value one copy button away.
  await expect(history.getByText('0x1234…5678')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Payout address: copy' })).toBeVisible();

  await page.goto('/dashboard/leaderboard');
  await expect(page.getByRole('region', { name: 'Leaderboard table' }).getByRole('row').nth(1)).toBeVisible();
  await noSidewaysScroll(page);
  // A scroll box is reachable with the keyboard.
  await expect(page.getByRole('region', { name: 'Leaderboard table' })).toHaveAttribute('tabindex', '0');
});
