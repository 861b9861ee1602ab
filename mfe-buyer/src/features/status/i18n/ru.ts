import type { Translation } from '@openpresale/shared';
import type { statusEn } from './en';

export const statusRu: Translation<typeof statusEn> = {
  'status.title': 'Статус',
  'status.intro':
    'Уровень статуса определяет бонус к каждой покупке. Уровень зависит от купленных токенов, поэтому вывод средств его не понижает.',
  'status.allLevels': 'Все уровни',
  'status.loading': 'Загружаем уровни',
  'status.yourLevel': 'Ваш уровень',
  'status.from': 'от {tokens} {symbol} · бонус {bonus}\u00a0%',
  'status.bonusOnly': 'Только бонус к покупкам.',
};
