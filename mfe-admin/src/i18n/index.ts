import { defineTranslations } from '@openpresale/shared';
import { en } from './en';

/** The admin section's translations: English bundled, Russian loaded when the page is in Russian. */
export const translations = defineTranslations(en, { ru: () => import('./ru') });
export const useT = translations.useT;
