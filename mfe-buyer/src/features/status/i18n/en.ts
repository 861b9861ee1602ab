export const statusEn = {
  'status.title': 'Status',
  'status.intro':
    'Your level sets the bonus on every purchase. Levels follow the tokens you have bought, so taking delivery never lowers your level.',
  'status.allLevels': 'All levels',
  'status.loading': 'Loading the levels',
  'status.yourLevel': 'Your level',
  'status.from': 'from {tokens} {symbol} · {bonus}% bonus',
  'status.bonusOnly': 'The purchase bonus only.',
} as const;
