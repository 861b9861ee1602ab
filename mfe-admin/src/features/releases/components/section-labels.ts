import type { RemoteName, Translate } from '@openpresale/shared';
import type { releasesEn } from '../i18n/en';

/** A section as an owner knows it, with the remote's name the command and the API use. */
export function sectionLabel(t: Translate<keyof typeof releasesEn>, remote: RemoteName): string {
  return t(`releases.section.${remote}`);
}
