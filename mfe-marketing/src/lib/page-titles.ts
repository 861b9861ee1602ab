import type { paths } from './paths';

// The catalog key of the page part of each marketing page's title ('{NAME} | {page}'; the landing
// page is '{NAME}' alone). The pages set it in the browser, the server render writes it into the
// HTML. Its keys are the pages of lib/paths.ts that the server renders.
export const pageTitles = {
  '/': undefined,
  '/login': 'common.title.login',
  '/register': 'common.title.register',
  '/privacy': 'common.title.privacy',
} as const satisfies Partial<Record<(typeof paths)[keyof typeof paths], string | undefined>>;

export type MarketingPath = keyof typeof pageTitles;
