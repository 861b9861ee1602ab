import type { Translation } from '@openpresale/shared';
import type { guardsEn } from './en';

export const guardsRu: Translation<typeof guardsEn> = {
  'guards.checking': 'Проверяем ваш сеанс',
};
