import type { Translation } from '@openpresale/shared';
import type { leaderboardEn } from './en';

export const leaderboardRu: Translation<typeof leaderboardEn> = {
  'leaderboard.title': 'Рейтинг',
  'leaderboard.intro': 'Десять крупнейших покупателей по подтверждённым депозитам. Адреса электронной почты скрыты.',
  'leaderboard.loading': 'Загружаем рейтинг',
  'leaderboard.empty': 'Депозитов пока нет',
  'leaderboard.table': 'Таблица рейтинга',
  'leaderboard.number': 'Место',
  'leaderboard.player': 'Участник',
  'leaderboard.deposits': 'Депозиты',
  'leaderboard.status': 'Статус',
  'leaderboard.noRank': 'Без уровня',
};
