import type { Translation } from '@openpresale/shared';
import { commonRu } from './common.ru';
import { layoutRu } from '../features/layout/i18n/ru';
import { usersRu } from '../features/users/i18n/ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {
  ...commonRu,
  ...layoutRu,
  ...usersRu,
};
export default ru;
