// What search engines and link previews read besides the pages: robots.txt, sitemap.xml and the
// web app manifest. Only the public marketing pages are listed; account and admin pages answer
// 'noindex' (api/src/static.ts) instead of being hidden in robots.txt, so a crawler that reached
// one by a link still learns not to list it.

/** The pages search engines may list, in the order of the sitemap. */
export const publicPagePaths = ['/', '/register', '/login', '/privacy'] as const;

/**
 * The public pages that are complete for reading in their server markup (no form to fill): the
 * browser requests the app only at the visitor's first interaction there, so a visitor who only
 * reads downloads no script.
 */
export const readingPages = ['/', '/privacy'] as const;

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

const xmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function sitemapXml(origin: string): string {
  const urls = publicPagePaths.map((path) => `  <url><loc>${`${origin}${path}`.replace(/[&<>"']/g, (c) => xmlEscapes[c]!)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The manifest a phone reads when the site is added to the home screen, named after the token. */
export function webManifest(name: string) {
  return {
    name: name || 'Presale',
    short_name: (name || 'Presale').slice(0, 12),
    start_url: '/',
    display: 'browser',
    background_color: '#f6f7f9',
    theme_color: '#0f766e',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
