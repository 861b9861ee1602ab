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
  await expect(page.getByRole('button', { name: 'Spin' })).toBeDisabled();
});
