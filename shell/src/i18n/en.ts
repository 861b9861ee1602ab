// Every text of the shell section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
import { consentEn } from '../features/consent/i18n/en';
import { guardsEn } from '../features/guards/i18n/en';
import { remotesEn } from '../features/remotes/i18n/en';
import { commonEn } from './common.en';

export const en = { ...commonEn, ...consentEn, ...guardsEn, ...remotesEn } as const;
