import { commonEn } from './catalogs/common.en';
import { defineTranslations } from './translate';

/** The shared package's own texts (not found page, language switch) and the risk notice every section shows. */
export const commonTranslations = defineTranslations(commonEn, { ru: () => import('./catalogs/common.ru') });
