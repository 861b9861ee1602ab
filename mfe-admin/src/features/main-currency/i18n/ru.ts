import type { Translation } from '@openpresale/shared';
import type { mainCurrencyEn } from './en';

export const mainCurrencyRu: Translation<typeof mainCurrencyEn> = {
  'mainCurrency.title': 'Изменить основную валюту',
  'mainCurrency.description': 'Цена одного токена в долларах; от неё рассчитываются курсы всех валют.',
};
