// Every text of the marketing section in English, the reference catalog: one part per feature (each
// feature keeps its words in features/<feature>/i18n/), keys prefixed with the feature's name.
import { authEn } from '../features/auth/i18n/en';
import { landingEn } from '../features/landing/i18n/en';
import { privacyEn } from '../features/privacy/i18n/en';
import { commonEn } from './common.en';

export const en = { ...commonEn, ...landingEn, ...authEn, ...privacyEn } as const;
