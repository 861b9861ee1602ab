// The 'Change main currency' screen's heading.
export const mainCurrencyEn = {
  'mainCurrency.title': 'Change main currency',
  'mainCurrency.description': 'The dollar price of one token; every currency rate is derived from it.',
} as const;
