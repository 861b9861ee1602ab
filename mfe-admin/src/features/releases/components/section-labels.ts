import type { RemoteName } from '@openpresale/shared';

/** The sections as an owner knows them, with the remote's name the command and the API use. */
export const SECTION_LABELS: Record<RemoteName, string> = {
  marketing: 'Visitors’ pages (marketing)',
  buyer: 'Buyer dashboard (buyer)',
  admin: 'Administration (admin)',
};
