export const docsEn = {
  'docs.pageTitle': 'Docs',
  'docs.title': 'Documents',
  'docs.intro': 'Documents the issuer has published about the token and the sale.',
  'docs.loading': 'Loading the documents',
  'docs.empty': 'No documents published yet',
  'docs.emptyText': "The issuer's documents appear here once they are published.",
  'docs.open': 'Open document',
} as const;
