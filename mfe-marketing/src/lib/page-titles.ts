// The page part of each marketing page's title ('{NAME} | {page}'; the landing page is '{NAME}'
// alone). The pages set it in the browser, the server render writes it into the HTML.
export const pageTitles = {
  '/': undefined,
  '/login': 'Login',
  '/register': 'Register',
  '/privacy': 'Privacy Policy',
} as const satisfies Record<string, string | undefined>;

export type MarketingPath = keyof typeof pageTitles;
