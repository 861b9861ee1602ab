import { useI18n } from '@openpresale/shared';
import { useCallback } from 'react';
import { formatInZone } from './time-zone';

/** An instant in the administrator's time zone, written in the page's language. */
export type InZone = (iso: string, zone: string) => string;

export function useInZone(): InZone {
  const { locale } = useI18n();
  return useCallback((iso: string, zone: string) => formatInZone(iso, zone, locale), [locale]);
}
