import type { Translation } from '@openpresale/shared';
import { authRu } from '../features/auth/i18n/ru';
import { landingRu } from '../features/landing/i18n/ru';
import { privacyRu } from '../features/privacy/i18n/ru';
import { commonRu } from './common.ru';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = { ...commonRu, ...landingRu, ...authRu, ...privacyRu };
export default ru;
