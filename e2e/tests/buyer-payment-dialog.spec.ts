import { expect, signInAs, test, uniqueEmail } from '../support/fixtures';

// The payment dialog of SPEC §3 as a phone and a laptop show it.

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the QR code's frame is whole: the code sits inside its border, the frame inside the dialog`, async ({
    page,
    api,
  }) => {
    await page.setViewportSize(viewport);
    const email = uniqueEmail('qr');
    const token = await api.register({ name: 'Qr Example', email, pass: 'qr-pass-123' });
    await signInAs(page, token, email);
    await page.goto('/dashboard/buy-token');
    await page.getByPlaceholder('Search for a currency...').fill('tether');
    await page.getByRole('button', { name: /Tether/ }).click();
    await page.getByLabel('Amount to pay in crypto').fill('100');
    await page.getByRole('button', { name: 'Buy Now!' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Process' });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const code = dialog.getByRole('img', { name: /^QR code of the address / });
    await expect(code).toBeVisible();

    const boxes = await code.evaluate((img) => {
      const frame = img.parentElement!;
      const box = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      const style = getComputedStyle(frame);
      return {
        code: box(img),
        frame: box(frame),
        border: { left: parseFloat(style.borderLeftWidth), top: parseFloat(style.borderTopWidth) },
        dialog: box(img.closest('[role="dialog"]')!),
        viewportWidth: window.innerWidth,
      };
    });
    // All 140 px of the code lie inside the frame's border on every side.
    expect(boxes.code.right - boxes.code.left).toBe(140);
    expect(boxes.code.left).toBeGreaterThanOrEqual(boxes.frame.left + boxes.border.left);
    expect(boxes.code.top).toBeGreaterThanOrEqual(boxes.frame.top + boxes.border.top);
    expect(boxes.code.right).toBeLessThanOrEqual(boxes.frame.right - boxes.border.left);
    expect(boxes.code.bottom).toBeLessThanOrEqual(boxes.frame.bottom - boxes.border.top);
    // The frame itself is inside the dialog, and the dialog inside the screen.
    expect(boxes.frame.left).toBeGreaterThanOrEqual(boxes.dialog.left);
    expect(boxes.frame.right).toBeLessThanOrEqual(boxes.dialog.right);
    expect(boxes.dialog.left).toBeGreaterThanOrEqual(0);
    expect(boxes.dialog.right).toBeLessThanOrEqual(boxes.viewportWidth);
    await page.screenshot({ path: test.info().outputPath(`payment-dialog-${viewport.width}.png`) });
  });
}

test('at 375 px the order page opens with its heading visible below the sticky top bar, after paying and from the hub', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const email = uniqueEmail('orderhead');
  const token = await api.register({ name: 'Heading Example', email, pass: 'heading-pass-1' });
  await signInAs(page, token, email);
  await page.goto('/dashboard/buy-token');
  await page.getByPlaceholder('Search for a currency...').fill('tether');
  await page.getByRole('button', { name: /Tether/ }).click();
  await page.getByLabel('Amount to pay in crypto').fill('100');
  await page.getByRole('button', { name: 'Buy Now!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Process' });
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);

  const heading = page.getByRole('heading', { name: 'Transaction', level: 1, exact: true });
  const clearOfTopBar = async () => {
    await expect(page.getByRole('heading', { name: 'Processing Transaction' })).toBeVisible();
    await expect(heading).toBeInViewport({ ratio: 1 });
    const bar = (await page.locator('.by-topbar').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(heading).toBeFocused();
  };
  await clearOfTopBar();

  // From the bottom of the hub's history, with more orders than fit the screen.
  for (let i = 0; i < 6; i += 1) {
    await api.call('POST', 'transactions.php', { token, body: { cryptoToTransfer: 'USDT', amountToTransfer: 10 + i } });
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'DEMO Token Hub' }).click();
  const last = page.getByRole('region', { name: 'History table' }).getByRole('link').last();
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await last.click();
  await expect(page).toHaveURL(/\/dashboard\/transaction\?order=/);
  await clearOfTopBar();
});
