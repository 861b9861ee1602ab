import type { Translation } from '@openpresale/shared';
import type { dashboardEn } from './en';

export const dashboardRu: Translation<typeof dashboardEn> = {
  'dashboard.title': 'Личный кабинет',
  'dashboard.documents': 'Документы',
  'dashboard.buySymbol': 'Купить {symbol}',
  'dashboard.buyTokens': 'Купить токены',
  'dashboard.usdtTitle': 'Эквивалент в USDT',
  'dashboard.usdtValue': '{amount} USDT',
  'dashboard.currenciesFailed': 'Не удалось загрузить валюты.',
  'dashboard.loadingUsdt': 'Загружаем эквивалент в USDT',
  'dashboard.symbolBalance': 'Баланс {symbol}',
  'dashboard.balance': 'Баланс',
  'dashboard.includingBonus': 'в том числе бонусные токены: {amount}',
  'dashboard.loadingBalance': 'Загружаем ваш баланс',
  'dashboard.loadingStatus': 'Загружаем ваш статус',
  'dashboard.loadingProgress': 'Загружаем ход продажи',
  'dashboard.sale.title': 'Ход продажи токенов',
  'dashboard.sale.progressLabel': '{stage}: продано токенов',
  'dashboard.sale.sold': 'Продано',
  'dashboard.sale.raised': 'Собрано',
  'dashboard.sale.soldShare': 'Продано {percent}\u00a0% токенов, выделенных на этот этап.',
  'dashboard.stage.label': 'Этап {name}',
  'dashboard.stage.endsSoon': '{stage} завершится менее чем через 24 часа. После этого цена вырастет до {price}.',
  'dashboard.stage.dismiss': 'Закрыть',
};
