export const guardsEn = {
  'guards.checking': 'Checking your session',
} as const;
