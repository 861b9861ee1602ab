export const leaderboardEn = {
  'leaderboard.title': 'Leaderboard',
  'leaderboard.intro': 'The ten largest buyers by approved deposits. E-mail addresses are masked.',
  'leaderboard.loading': 'Loading the leaderboard',
  'leaderboard.empty': 'No deposits yet',
  'leaderboard.table': 'Leaderboard table',
  'leaderboard.number': 'Number',
  'leaderboard.player': 'Player',
  'leaderboard.deposits': 'Deposits',
  'leaderboard.status': 'Status',
  'leaderboard.noRank': 'No rank',
} as const;
