// The consent banner's texts in English (the shell's consent feature shows them). The early copy
// of the banner in the shell's index.html holds the same words; the server swaps them for the
// visitor's language (early-banner.ts), which is why the catalog lives in the shared package.
export const consentEn = {
  'consent.title': 'Tracking pixels',
  'consent.text':
    'The operator of this site can add tracking pixels that tell advertising partners which pages you visit. They load only if you accept; refusing changes nothing else on the site.',
  'consent.policyLink': 'Read the Privacy Policy',
  'consent.current': 'Your current choice: {choice, select, accepted {pixels accepted} other {pixels refused}}.',
  'consent.refuse': 'Refuse',
  'consent.accept': 'Accept',
  'consent.close': 'Close privacy choices',
} as const;
