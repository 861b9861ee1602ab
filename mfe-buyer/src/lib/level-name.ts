import { useLocalized } from '@openpresale/shared';
import { useCallback } from 'react';
import { useSettings } from '../api/use-settings';

/**
 * A status level named by the API as written by the issuer ('Gold': the leaderboard, the next
 * rank), in the page's language when the level has a translation.
 */
export function useLevelName(): (lvl: string) => string {
  const levels = useSettings().data?.levels;
  const localized = useLocalized();
  return useCallback(
    (lvl: string) => {
      const level = levels?.find((l) => l.lvl === lvl);
      return level ? localized(level.lvl, level.lvlI18n) : lvl;
    },
    [levels, localized],
  );
}
