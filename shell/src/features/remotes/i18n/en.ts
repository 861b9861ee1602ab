// What the shell says when a section cannot be shown: it failed to load, or its release does not
// fit this site's host contract.
export const remotesEn = {
  'remotes.failed': 'This section could not be loaded.',
  'remotes.retry': 'Retry',
  'remotes.section.marketing': 'The visitors’ pages',
  'remotes.section.buyer': 'The buyer dashboard',
  'remotes.section.admin': 'The administration area',
  'remotes.mismatch.title': 'This section’s version does not fit this site’s version, so it is not shown.',
  'remotes.mismatch.detail':
    '{section} here is version {version}, made for version {remoteMajor} of the site; this site is version {siteMajor}. The rest of the site works as usual, and the site’s operator can roll this section back to its previous version.',
  'remotes.mismatch.unknown': 'unknown',
  'remotes.mismatch.onServer': 'On the server: ',
  'remotes.mismatch.orRelease': 'or release a version that fits: ',
  'remotes.mismatch.address': '<its address>',
  'remotes.mismatch.home': 'Go to the home page',
} as const;
