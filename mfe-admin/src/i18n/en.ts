import { commonEn } from './common.en';
import { layoutEn } from '../features/layout/i18n/en';
import { usersEn } from '../features/users/i18n/en';

// Every text of the admin section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
export const en = {
  ...commonEn,
  ...layoutEn,
  ...usersEn,
} as const;
