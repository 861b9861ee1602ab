import type { Translation } from '@openpresale/shared';
import { consentRu } from '../features/consent/i18n/ru';
import { guardsRu } from '../features/guards/i18n/ru';
import { remotesRu } from '../features/remotes/i18n/ru';
import { commonRu } from './common.ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = { ...commonRu, ...consentRu, ...guardsRu, ...remotesRu };
export default ru;
