// Texts of the shared package's own components and texts every section shows (the risk notice).
export const commonEn = {
  'common.riskNotice': 'Crypto-assets are volatile and you can lose all the money you put in. Nothing here is financial advice.',
  'notFound.title': 'Page not found',
  'notFound.text': 'The address may be mistyped, or the page has moved.',
  'notFound.home': 'Go home',
  'languageSwitch.label': 'Language',
  'network.manual': 'Checked by hand',
  'network.evm': '{name} (chain id {id})',
  'network.evmChain': 'EVM chain',
  'network.testNetwork': '{name} (test network)',
  'network.localTestChain': 'Local test chain',
} as const;
