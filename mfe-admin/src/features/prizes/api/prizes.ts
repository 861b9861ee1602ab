import { useHost } from '@openpresale/shared';
import { LOCALES, type Locale } from '@openpresale/shared/i18n';
import { prizesQuery, queryKeys } from '@openpresale/shared/queries';
import type { PrizeType } from '@openpresale/shared/domain';
import type { Prize } from '@openpresale/shared/schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type { Prize };

export function usePrizes() {
  return useQuery({ ...prizesQuery(useHost().api), staleTime: 0 });
}

/** After a write: reload the list, and drop the wheel a buyer's page may have cached in this tab. */
export function useRefreshPrizes() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.prizes }),
      queryClient.invalidateQueries({ queryKey: queryKeys.roulette }),
    ]);
  }, [queryClient]);
}

/** The form as typed: numbers stay text until the schema reads them, as the API's schema does. */
export interface PrizeFormValues {
  name: string;
  nameI18n?: Partial<Record<Locale, string>>;
  type: PrizeType;
  amount: string;
  chance: string;
  image: string;
}

export const emptyPrize: PrizeFormValues = { name: '', nameI18n: {}, type: 'bonus_dep', amount: '', chance: '', image: '' };

export function toFormValues(prize: Prize): PrizeFormValues {
  return {
    name: prize.name,
    nameI18n: { ...prize.nameI18n },
    type: prize.type,
    amount: String(prize.amount),
    chance: String(prize.chance),
    image: prize.image,
  };
}

/**
 * The body for prizes.php before the schema checks it. Only the languages other than the one the
 * texts are written in are sent: a translation into that language would never be shown, and an
 * emptied field means 'no translation', not an empty name.
 */
export function toPrizeInput(values: PrizeFormValues, contentLocale: Locale) {
  const nameI18n: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const text = values.nameI18n?.[locale]?.trim();
    if (locale !== contentLocale && text) nameI18n[locale] = text;
  }
  return {
    name: values.name,
    nameI18n,
    type: values.type,
    amount: String(values.amount ?? '').trim(),
    chance: String(values.chance ?? '').trim(),
    image: (values.image ?? '').trim(),
  };
}
