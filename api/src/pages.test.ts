import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HEAD } from '@openpresale/shared/page/default-head';
import { makeHarness } from '../test/harness';
import { repositoryRoot } from '../test/kit';
import { mountFrontends } from './static';

// The pages as the server sends them: the marketing pages rendered by the marketing remote's own
// server half (mfe-marketing/dist/server, made by the frontend build that npm test runs first)
// with the figures the API answers at that moment, and what search engines read.

const remotes = {
  marketing: { url: '/remotes/marketing/remoteEntry.js', version: '0.1.0+test', contract: '1.0.0' },
  buyer: { url: '/remotes/buyer/remoteEntry.js', version: '0.1.0+test', contract: '1.0.0' },
  admin: { url: '/remotes/admin/remoteEntry.js', version: '0.1.0+test', contract: '1.0.0' },
};

const serverHalf = join(repositoryRoot, 'mfe-marketing', 'dist', 'server', 'render-page.js');
if (!existsSync(serverHalf)) throw new Error(`${serverHalf} is missing: build the frontends first (pnpm build; npm test does it).`);

const h = await makeHarness();
mountFrontends(h.app, { root: repositoryRoot, remotes });

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await h.app.request(path, { headers });
  return { response, html: await response.text() };
}

/** The visible text of the server's markup, tags removed and spaces joined, as a reader sees it. */
function serverText(html: string): string {
  const markup = html.match(/<div id="op-server-page">([\s\S]*?)<\/div><script type="application\/json"/)?.[1] ?? '';
  return markup
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe("the marketing pages in the visitor's language", () => {
  /** The figures of the hero as the landing shows them in any language: the price and the progress. */
  async function liveFigures() {
    const figures = (await h.call('GET', 'settings.php')).body;
    const price = (await h.call('GET', 'mainCurrency.php')).body.data[0].value as number;
    return { progress: Math.floor(figures.presale.progress), price };
  }

  it('is English by default, with lang="en" and the page answer varying by cookie and language', async () => {
    const { response, html } = await page('/');
    expect(html).toMatch(/<html lang="en"/);
    expect(serverText(html)).toContain('The future of digital currency!');
    expect(html).toContain('>Tracking pixels</h2>');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
  });

  for (const [how, path, headers] of [
    ['Accept-Language: ru', '/', { 'Accept-Language': 'ru-RU,ru;q=0.9,en;q=0.8' }],
    ['?lang=ru', '/?lang=ru', { 'Accept-Language': 'en-US' }],
    ['the cookie locale=ru', '/', { Cookie: 'theme=dark; locale=ru', 'Accept-Language': 'en-US' }],
  ] as const) {
    it(`is Russian for ${how}, with the same live figures`, async () => {
      const { price, progress } = await liveFigures();
      const { html } = await page(path, headers);
      const text = serverText(html);
      expect(html).toMatch(/<html lang="ru"/);
      expect(text).toContain('Будущее цифровых денег!');
      expect(text).toContain(`1,00 DEMO = ${price.toFixed(2).replace('.', ',')} $`);
      expect(text).toContain(`Собрано: ${progress} %`);
      expect(html).toContain(`aria-valuenow="${progress}"`);
      expect(text).not.toContain('The future of digital currency!');
      expect(text).not.toContain('Token Details');
      // the early consent banner, shown before the app runs, speaks the page's language too
      expect(html).toContain('>Пиксели отслеживания</h2>');
      expect(html).not.toContain('>Tracking pixels</h2>');
      expect(html).toMatch(/<meta name="description" content="Предпродажа Demo Token \(DEMO\), Этап 1\./);
      // the issuer's texts in their Russian translations (a fresh installation has them for its defaults)
      expect(text).toContain('Этап 1');
      expect(text).toContain('Серебро');
      expect(text).toContain('Команда и советники');
      expect(text).not.toContain('Team & Advisors');
      expect(text).not.toContain('Silver');
    });
  }

  it('prefers ?lang= to the cookie, and the cookie to Accept-Language', async () => {
    expect((await page('/?lang=en', { Cookie: 'locale=ru' })).html).toMatch(/<html lang="en"/);
    expect((await page('/', { Cookie: 'locale=en', 'Accept-Language': 'ru' })).html).toMatch(/<html lang="en"/);
  });

  it('renders /login, /register and /privacy in Russian with Russian titles', async () => {
    for (const [path, title, heading] of [
      ['/login', 'Demo Token | Вход', 'Войти'],
      ['/register', 'Demo Token | Регистрация', 'Создайте аккаунт'],
      ['/privacy', 'Demo Token | Политика конфиденциальности', 'Политика конфиденциальности'],
    ] as const) {
      const { html } = await page(path, { Cookie: 'locale=ru' });
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(serverText(html), path).toContain(heading);
    }
  });

  it('names the page in each language for search engines', async () => {
    const { html } = await page('http://presale.example.com/register?lang=ru');
    expect(html).toContain('<link rel="canonical" href="http://presale.example.com/register?lang=ru">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://presale.example.com/register?lang=en">');
    expect(html).toContain('<link rel="alternate" hreflang="ru" href="http://presale.example.com/register?lang=ru">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://presale.example.com/register">');
  });
});

describe('the landing page rendered on the server', () => {
  it('holds the headline, the live price line and the progress the API answers after a real approved order', async () => {
    const admin = await h.adminToken();
    // A small hard cap so that one approved order moves the progress off zero.
    expect((await h.call('PUT', 'settings.php', { token: admin, body: { hardCap: 30_000 } })).status).toBe(200);
    const buyer = await h.register('ssr.progress@example.com');
    const order = await h.call('POST', 'transactions.php', {
      token: buyer.token,
      body: { cryptoToTransfer: 'USDT', amountToTransfer: 5000 },
    });
    expect(order.status).toBe(200);
    const [created] = (await h.call('GET', `transactions.php?orderToken=${order.body.orderToken}`, { token: buyer.token })).body
      .transactions;
    expect((await h.call('PUT', 'transactions.php', { token: admin, body: { id: created.id, status: 'approved' } })).status).toBe(200);

    const figures = (await h.call('GET', 'settings.php')).body;
    const price = (await h.call('GET', 'mainCurrency.php')).body.data[0].value as number;
    const progress = Math.floor(figures.presale.progress);
    expect(progress).toBeGreaterThan(0);

    const { response, html } = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-robots-tag')).toBeNull();
    const text = serverText(html);
    expect(text).toContain('The future of digital currency!');
    expect(text).toContain(`1.00 DEMO = $${price.toFixed(2)}`);
    expect(text).toContain(`Progress: ${progress}%`);
    expect(html).toContain(`aria-valuenow="${progress}"`);
    // Every section is in the first answer, not only the hero.
    for (const heading of ['Token Details', 'Rewards', 'Tokenomics', 'Frequently asked questions']) expect(text).toContain(heading);
    // The browser starts from the same answers instead of asking for them again.
    const state = JSON.parse(html.match(/<script type="application\/json" id="op-page-state">([^<]*)<\/script>/)![1]!);
    expect(state.remotes).toEqual(remotes);
    const settingsQuery = state.queries.find((query: { queryKey: string[] }) => query.queryKey.join('/') === 'api/settings');
    expect(settingsQuery.data.presale).toEqual(figures.presale);
  });

  it('shows a new price at the next request, never a figure of an earlier one', async () => {
    const admin = await h.adminToken();
    expect((await h.call('PUT', 'mainCurrency.php', { token: admin, body: { id: 1, value: '0.37' } })).status).toBe(200);
    expect(serverText((await page('/')).html)).toContain('1.00 DEMO = $0.37');
    expect((await h.call('PUT', 'mainCurrency.php', { token: admin, body: { id: 1, value: '0.41' } })).status).toBe(200);
    const text = serverText((await page('/')).html);
    expect(text).toContain('1.00 DEMO = $0.41');
    expect(text).not.toContain('$0.37');
  });

  it('has the title, description, canonical address and link-preview tags from the settings, styles inline', async () => {
    const admin = await h.adminToken();
    await h.call('PUT', 'settings.php', { token: admin, body: { tokenName: 'Harbor Coin', tokenSymbol: 'HBR' } });
    const { html } = await page('http://presale.example.com/');
    await h.call('PUT', 'settings.php', { token: admin, body: { tokenName: 'Demo Token', tokenSymbol: 'DEMO' } });
    expect(html).toContain('<title>Harbor Coin</title>');
    const description = html.match(/<meta name="description" content="([^"]+)">/)![1]!;
    expect(description).toMatch(
      /^Harbor Coin \(HBR\) presale, Stage 1\. 1\.00 HBR = \$\d+\.\d{2}\. \$[\d,]+ raised of a \$30,000 hard cap/,
    );
    expect(html).toContain('<link rel="canonical" href="http://presale.example.com/">');
    expect(html).toContain('<meta property="og:title" content="Harbor Coin">');
    expect(html).toContain(`<meta property="og:description" content="${description}">`);
    expect(html).toContain('<meta property="og:url" content="http://presale.example.com/">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('noindex');
    // The first paint needs no stylesheet request; the scripts start only after it.
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style>\.mk-page\{[\s\S]*\.mk-hero\{[\s\S]*<\/style>/);
    expect(html).not.toMatch(/<script type="module"/);
  });

  it("shows the issuer's preview image in the link-preview tags once it is set", async () => {
    const admin = await h.adminToken();
    const set = await h.call('PUT', 'settings.php', { token: admin, body: { shareImage: '/media/preview.png' } });
    expect(set.status).toBe(200);
    expect(set.body.settings.shareImage).toBe('/media/preview.png');
    const { html } = await page('http://presale.example.com/');
    expect(html).toContain('<meta property="og:image" content="http://presale.example.com/media/preview.png">');
    expect(html).toContain('<meta name="twitter:image" content="http://presale.example.com/media/preview.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const refused = await h.call('PUT', 'settings.php', { token: admin, body: { shareImage: 'javascript:alert(1)' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('Link must start with http://, https:// or /.');
    await h.call('PUT', 'settings.php', { token: admin, body: { shareImage: '' } });
  });

  it('renders /login, /register and /privacy with their titles', async () => {
    for (const [path, title, heading] of [
      ['/login', 'Demo Token | Login', 'Log in'],
      ['/register', 'Demo Token | Register', 'Create your account'],
      ['/privacy', 'Demo Token | Privacy Policy', 'Privacy Policy'],
    ] as const) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(html, path).toContain(`<title>${title}</title>`);
      expect(serverText(html), path).toContain(heading);
    }
  });

  it('asks the browser to start the app at the first interaction on the pages for reading, after the first paint on the forms', async () => {
    const startOn = async (path: string) => {
      const { html } = await page(path);
      const state = JSON.parse(html.match(/<script type="application\/json" id="op-page-state">([^<]*)<\/script>/)![1]!);
      return state.startOn ?? 'paint';
    };
    expect(await startOn('/')).toBe('interaction');
    expect(await startOn('/privacy')).toBe('interaction');
    expect(await startOn('/login')).toBe('paint');
    expect(await startOn('/register')).toBe('paint');
    expect(await startOn('/dashboard')).toBe('paint');
  });

  it('goes out compressed and answers a repeated request with its ETag with 304', async () => {
    const first = await h.app.request('/privacy', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toContain('Privacy Policy');
    const again = await h.app.request('/privacy', { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });
});

describe('what search engines read', () => {
  it('robots.txt is text naming the sitemap; sitemap.xml is XML listing the public pages', async () => {
    const robots = await page('http://presale.example.com/robots.txt');
    expect(robots.response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.html).toMatch(/^User-agent: \*$/m);
    expect(robots.html).toMatch(/^Sitemap: http:\/\/presale\.example\.com\/sitemap\.xml$/m);
    const sitemap = await page('http://presale.example.com/sitemap.xml');
    expect(sitemap.response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.html.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect([...sitemap.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(
      ['/', '/register', '/login', '/privacy'].map((path) => `http://presale.example.com${path}`),
    );
  });

  it('the web manifest names the token and points at the icon', async () => {
    const { response, html } = await page('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(JSON.parse(html)).toMatchObject({ name: 'Demo Token', start_url: '/', icons: [{ src: '/favicon.svg' }] });
  });

  it('the dashboard, admin and unknown pages answer noindex, in the header and the page', async () => {
    for (const path of ['/dashboard', '/dashboard/buy-token', '/admin', '/admin/dashboard/users', '/no-such-page']) {
      const { response, html } = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      expect(html, path).toContain('<meta name="robots" content="noindex">');
      expect(html, path).not.toContain('<div id="op-server-page">');
    }
  });

  it("the pages the app renders in the browser carry a title and description in the visitor's language", async () => {
    for (const path of ['/dashboard', '/admin', '/admin/dashboard/users', '/no-such-page']) {
      const english = (await page(path)).html;
      expect(english, path).toContain('<title>Presale</title>');
      expect(english, path).toContain(`<meta name="description" content="${DEFAULT_HEAD.en.description}"`);
      for (const headers of [{ Cookie: 'locale=ru' }, { 'Accept-Language': 'ru-RU,ru;q=0.9' }] as Record<string, string>[]) {
        const { html } = await page(path, headers);
        expect(html, path).toMatch(/<html lang="ru"/);
        expect(html, path).toContain('<title>Предпродажа</title>');
        expect(html, path).toContain(
          '<meta name="description" content="Предпродажа токена: зарегистрируйтесь, оплатите криптовалютой и следите за заказом, пока токены не будут зачислены."',
        );
        expect(html, path).not.toContain('<title>Presale</title>');
        expect(html, path).not.toContain(DEFAULT_HEAD.en.description);
      }
    }
  });

  it("the marketing remote's server half is not served as a file", async () => {
    expect((await h.app.request('/remotes/marketing/server/render-page.js')).status).toBe(404);
  });
});

// A deployment folder with the real shell build and a marketing server half written here.
const root = mkdtempSync(join(tmpdir(), 'openpresale-pages-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
cpSync(join(repositoryRoot, 'shell', 'dist'), join(root, 'shell', 'dist'), { recursive: true });
const file = join(root, 'mfe-marketing', 'dist', 'server', 'render-page.js');
mkdirSync(join(file, '..'), { recursive: true });
let release = 0;
function writeRelease(body: string) {
  writeFileSync(file, `export const paths = ['/'];\nexport async function renderPage(path, api) {\n${body}\n}\n`);
  utimesSync(file, new Date(), new Date(Date.now() + ++release * 10_000));
}
const released = await makeHarness();
mountFrontends(released.app, { root, remotes });

describe('a release of the marketing remote', () => {
  it('changes the served HTML at the next request, without a restart or a shell build', async () => {
    const answer = (text: string) =>
      `const { settings } = await api.get('settings.php');\nreturn { html: '<p>${text} ' + settings.tokenName + '</p>', title: 't', description: 'd', siteName: 's', queries: [] };`;
    writeRelease(answer('first release of'));
    expect(await (await released.app.request('/')).text()).toContain('<p>first release of Demo Token</p>');
    writeRelease(answer('second release of'));
    const html = await (await released.app.request('/')).text();
    expect(html).toContain('<p>second release of Demo Token</p>');
    expect(html).not.toContain('first release');
  });

  it('a server half that fails leaves the page to the browser, which renders it as before', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    writeRelease("throw new Error('broken release');");
    const response = await released.app.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('<div id="op-server-page">');
    expect(html).toContain('<title>Presale</title>');
    expect(logged).toHaveBeenCalledWith('[pages] rendering / on the server failed', expect.any(Error));
    logged.mockRestore();
  });

  it('without a server half, the page is the shell alone', async () => {
    rmSync(file);
    const html = await (await released.app.request('/')).text();
    expect(html).not.toContain('<div id="op-server-page">');
    expect(html).toContain('"remotes"');
  });
});
