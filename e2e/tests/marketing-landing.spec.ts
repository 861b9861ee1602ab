import { expect, startTheApp, test, uniqueEmail } from '../support/fixtures';

// The landing page of SPEC §3 against the production build: header behaviour, menu, hash
// scrolling and figures that must equal the API's.

test.describe('landing page', () => {
  test('the header hides when scrolling down past 50 px and returns when scrolling up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await startTheApp(page);
    const header = page.getByTestId('site-header');
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached();
    await expect(header).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveClass(/mk-header-hidden/);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveClass(/mk-header-hidden/);
    await expect(header).not.toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 450));
    await expect(header).not.toHaveClass(/mk-header-hidden/);
    await expect(header).toBeInViewport();
  });

  test('below 768 px a toggle button opens and closes the menu, at most 500 px high', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const faqLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(faqLink).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(faqLink).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // max-height animates open; read it once the transition has settled.
    await expect.poll(() => page.locator('.mk-menu').evaluate((menu) => getComputedStyle(menu).maxHeight)).toBe('500px');

    await close.click();
    await expect(faqLink).toBeHidden();

    // Following a link closes the menu and scrolls to the section.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await faqLink.click();
    await expect(faqLink).toBeHidden();
    await expect(page.locator('#faq')).toBeInViewport();
  });

  test('at 375 px a menu link lands its section heading just below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const header = page.getByTestId('site-header');
    for (const [link, heading] of [
      ['Token Details', 'Token Details'],
      ['Rewards', 'Rewards'],
      ['FAQ', 'Frequently asked questions'],
    ] as const) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${link === 'Token Details' ? 'tokendetails' : link.toLowerCase()}$`));
      const title = page.getByRole('heading', { name: heading, level: 2 });
      // The smooth scroll has settled when two readings 200 ms apart agree.
      let previous = Number.NaN;
      await expect
        .poll(async () => {
          const top = (await title.boundingBox())!.y;
          const settled = Math.abs(top - previous) < 1;
          previous = top;
          return settled;
        })
        .toBe(true);
      await expect(header).not.toHaveClass(/mk-header-hidden/);
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      const headingTop = (await title.boundingBox())!.y;
      // Visible below the header, with no more than a small gap between them.
      expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
      expect(headingTop - headerBottom).toBeLessThanOrEqual(32);
    }
  });

  test('a hash in the URL scrolls to its section, and header links scroll to theirs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/#faq');
    await expect(page.locator('#faq')).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards' }).click();
    await expect(page).toHaveURL(/\/#rewards$/);
    await expect(page.getByRole('heading', { name: 'Rewards', level: 2 })).toBeInViewport();
  });

  test("the progress shown equals the API's figure, rounded down, from real approved orders", async ({ page, api }) => {
    const admin = await api.adminToken();
    // A small hard cap so that one approved order moves the figure off zero.
    await api.call('PUT', 'settings.php', { token: admin, body: { hardCap: 30_000 } });
    const buyer = await api.register({ name: 'Progress Check', email: uniqueEmail('progress'), pass: 'progress-pass-1' });
    const order = await api.call<{ orderToken: string }>('POST', 'transactions.php', {
      token: buyer,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 5000 },
    });
    const [created] = (
      await api.call<{ transactions: { id: number }[] }>('GET', `transactions.php?orderToken=${order.orderToken}`, { token: buyer })
    ).transactions;
    await api.call('PUT', 'transactions.php', { token: admin, body: { id: created!.id, status: 'approved' } });

    const figures = await api.call<{ presale: { progress: number } }>('GET', 'settings.php');
    expect(figures.presale.progress).toBeGreaterThan(0);
    const price = await api.call<{ data: { value: number }[] }>('GET', 'mainCurrency.php');

    await page.goto('/');
    await expect(page.getByTestId('presale-progress')).toHaveText(`Progress: ${Math.floor(figures.presale.progress)}%`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor(figures.presale.progress)));
    await expect(page.getByTestId('token-price')).toHaveText(
      new RegExp(`^1\\.00 \\w+ = \\$${price.data[0]!.value.toFixed(2).replace('.', '\\.')}$`),
    );
  });

  test('the countdown shows only when a stage end is configured', async ({ page, api }) => {
    const admin = await api.adminToken();
    await api.call('PUT', 'settings.php', { token: admin, body: { stageEnd: new Date(Date.now() + 3 * 3600_000).toISOString() } });
    await page.goto('/');
    await expect(page.getByText('Until presale ends')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[23]:\d{2}:\d{2}$/);

    await api.call('PUT', 'settings.php', { token: admin, body: { stageEnd: null } });
    await page.goto('/');
    await expect(page.getByTestId('presale-progress')).toBeVisible();
    await expect(page.getByText('Until presale ends')).toHaveCount(0);
  });

  test('the footer shows the year, the links, a badge per configured currency and the risk notice', async ({ page, api }) => {
    const currencies = await api.call<{ data: { currency: string }[] }>('GET', 'cryptos.php');
    await page.goto('/');
    const footer = page.locator('footer.mk-footer');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);
    for (const name of ['Homepage', 'Token Details', 'Rewards', 'FAQ', 'Privacy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('list', { name: 'Accepted currencies' }).getByRole('listitem')).toHaveCount(currencies.data.length);
    await expect(footer).toContainText(
      'Crypto-assets are volatile and you can lose all the money you put in. Nothing here is financial advice.',
    );
  });

  test('a link opens the next page at its top, and a section link still lands on its section', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const footer = page.locator('footer.mk-footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.locator('footer').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });
  test("the header's Register opens /register at its top, from far down the landing page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await startTheApp(page);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeAttached();
    const header = page.getByTestId('site-header');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(header).toHaveClass(/mk-header-hidden/);
    // scrolling up brings back the header that scrolling down hid
    await page.evaluate(() => window.scrollTo(0, 1300));
    await expect(header).not.toHaveClass(/mk-header-hidden/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const register = header.getByRole('link', { name: 'Register', exact: true });
    await expect(register).toBeInViewport();
    await register.click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
