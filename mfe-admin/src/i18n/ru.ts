import type { Translation } from '@openpresale/shared';
import type { en } from './en';

// Loaded only when the page is in Russian: its own chunk.
const ru: Translation<typeof en> = {};
export default ru;
