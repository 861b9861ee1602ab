import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

test('a spin animates to the prize the server drew and lists it under Winnings', async ({ page, api }) => {
  const email = uniqueEmail('spin');
  const token = await api.register({ name: 'Spin Example', email, pass: 'correct-horse-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard/roulette');
  await expect(page).toHaveTitle('Demo Token | Roulette');

  // A buyer without prizes has one spin (SPEC §9); the odds are published next to the wheel.
  await expect(page.getByText('You have 1 spin', { exact: true })).toBeVisible();
  await expect(page.getByText('Spin roulette for getting prize')).toBeVisible();
  const odds = page.getByRole('table');
  await expect(odds).toContainText('20% deposit');
  await expect(odds).toContainText('40%');

  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/roulette.php') && r.request().method() === 'POST'),
    page.getByRole('button', { name: 'Spin' }).click(),
  ]);
  const drawn = (await response.json()) as { prize: { name: string }; strip: { name: string }[] };
  expect(drawn.strip[23]!.name).toBe(drawn.prize.name);
  await expect(page.getByRole('button', { name: 'Spinning...' })).toBeDisabled();

  await expect(page.getByText(`You won: ${drawn.prize.name}`)).toBeVisible();
  // The strip stopped with slot 23 — the server's prize — under the centre pointer.
  const pointer = (await page.locator('.by-strip-pointer').boundingBox())!;
  const slot = page.locator('[data-slot="23"]');
  await expect(slot).toContainText(drawn.prize.name);
  const box = (await slot.boundingBox())!;
  const centre = pointer.x + pointer.width / 2;
  expect(centre).toBeGreaterThan(box.x);
  expect(centre).toBeLessThan(box.x + box.width);

  await expect(page.getByRole('region', { name: 'Winnings' })).toContainText(drawn.prize.name);
  // The one free spin is used; a buyer below 40 tokens has no rank yet.
  await expect(page.getByText('Need rank: Bronze')).toBeVisible();
  await expect(page.getByTestId('by-spins-why')).toHaveText('Spins after the first come with a rank: reach Bronze (40 DEMO) for 2 in all.');
  await expect(page.getByRole('button', { name: 'Spin' })).toBeDisabled();
});

test("a ranked buyer's allowance goes up after the free first spin, and the page says why before and after", async ({ page, api }) => {
  const email = uniqueEmail('spinrank');
  const token = await api.register({ name: 'Rank Example', email, pass: 'correct-horse-1' });
  // 25 USDT buys about 250 DEMO with the seed's rate: Silver once approved.
  const { orderToken } = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
    token,
    body: { cryptoToTransfer: 'USDT', amountToTransfer: 25 },
  });
  const [order] = (await api.call<{ transactions: { id: number }[] }>('GET', `transactions.php?orderToken=${orderToken}`, { token }))
    .transactions;
  await api.call('PUT', 'transactions.php', { token: await api.adminToken(), body: { id: order!.id, status: 'approved' } });
  const { user } = await api.call<{ user: { level: string } }>('GET', 'users.php', { token });
  expect(user.level).toBe('Silver');

  await signInAs(page, token, email);
  await page.goto('/dashboard/roulette');
  await expect(page.getByText('You have 1 spin', { exact: true })).toBeVisible();
  await expect(page.getByTestId('by-spins-why')).toHaveText(
    'Your first spin is free. After it, your Silver rank gives 3 spins in all, the free one included.',
  );
  // Each prize says what it gives.
  await expect(page.getByRole('table')).toContainText('+20 % bonus on your purchases');

  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByText(/^You won: .+ — \+\d+ % bonus on your purchases$/)).toBeVisible();
  await expect(page.getByText('You have 2 spins', { exact: true })).toBeVisible();
  await expect(page.getByTestId('by-spins-why')).toHaveText('Your Silver rank gives 3 spins in all; you have used 1.');
});

test("after taking delivery of every token a buyer keeps the rank the server counts, and the page's explanation agrees", async ({
  page,
  api,
}) => {
  const email = uniqueEmail('spinkept');
  const token = await api.register({ name: 'Kept Example', email, pass: 'correct-horse-1' });
  await api.call('PUT', 'users.php', {
    token,
    body: { name: 'Kept Example', email, payout_address: '0x1234567890abcdef1234567890abcdef12345678', current_pass: 'correct-horse-1' },
  });
  // 25 USDT buys about 250 DEMO with the seed's rate: Silver once approved.
  const { orderToken } = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
    token,
    body: { cryptoToTransfer: 'USDT', amountToTransfer: 25 },
  });
  const [order] = (await api.call<{ transactions: { id: number }[] }>('GET', `transactions.php?orderToken=${orderToken}`, { token }))
    .transactions;
  const admin = await api.adminToken();
  await api.call('PUT', 'transactions.php', { token: admin, body: { id: order!.id, status: 'approved' } });
  await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'open' } });
  try {
    const { user } = await api.call<{ user: { balance: number } }>('GET', 'users.php', { token });
    await api.call('POST', 'withdrawals.php', { token, body: { amount: user.balance } });
  } finally {
    await api.call('PUT', 'settings.php', { token: admin, body: { distributionStatus: 'not started' } });
  }

  await signInAs(page, token, email);
  await page.goto('/dashboard/roulette');
  await expect(page.getByText('You have 1 spin', { exact: true })).toBeVisible();
  await expect(page.getByTestId('by-spins-why')).toHaveText(
    'Your first spin is free. After it, your Silver rank gives 3 spins in all, the free one included.',
  );
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByText('You have 2 spins', { exact: true })).toBeVisible();
  await expect(page.getByTestId('by-spins-why')).toHaveText('Your Silver rank gives 3 spins in all; you have used 1.');
});
