import type { Translation } from '@openpresale/shared';
import type { withdrawalsEn } from './en';

// after «вывод» the genitive (вывод 21 токена), after «отправьте» the accusative (отправьте 21 токен)
const tokensGenitive = '{count, plural, one {токена} other {токенов}}';
const tokensAccusative = '{count, plural, one {токен} few {токена} many {токенов} other {токена}}';

export const withdrawalsRu: Translation<typeof withdrawalsEn> = {
  'withdrawals.title': 'Вывод средств',
  'withdrawals.description': 'Запросы покупателей на выдачу токенов из личного кабинета.',
  'withdrawals.sent': 'Вывод {id} отмечен как отправленный',
  'withdrawals.rejected': 'Вывод {id} отклонён',
  'withdrawals.updateFailed': 'Не удалось изменить вывод: {message}',
  'withdrawals.confirmReject.title': 'Отклонить вывод {id}?',
  'withdrawals.confirmReject.content': `Покупатель {email} запросил вывод {amount} ${tokensGenitive} на адрес {address}.`,
  'withdrawals.confirmReject.ok': 'Отклонить',
  'withdrawals.cancel': 'Отмена',
  'withdrawals.column.status': 'Статус',
  'withdrawals.column.amount': 'Количество',
  'withdrawals.column.requested': 'Запрошен ({zone})',
  'withdrawals.column.user': 'Пользователь',
  'withdrawals.column.id': 'ID',
  'withdrawals.column.address': 'Адрес',
  'withdrawals.column.txHash': 'Хеш транзакции',
  'withdrawals.column.actions': 'Действия',
  'withdrawals.addressOf': 'адрес вывода {id}',
  'withdrawals.txHashOf': 'хеш транзакции вывода {id}',
  'withdrawals.markSent': 'Отметить как отправленный',
  'withdrawals.reject': 'Отклонить',
  'withdrawals.actionsFor': 'Действия с выводом {id}',
  'withdrawals.filterStatus': 'Фильтр по статусу',
  'withdrawals.allStatuses': 'Все статусы',
  'withdrawals.status.requested': 'Запрошен',
  'withdrawals.status.sent': 'Отправлен',
  'withdrawals.status.rejected': 'Отклонён',
  'withdrawals.label': 'Заявки на вывод',
  'withdrawals.loading': 'Загрузка выводов…',
  'withdrawals.empty': 'Заявок на вывод нет.',
  'withdrawals.markSent.title': 'Отметить вывод {id} как отправленный',
  'withdrawals.markSent.before': `Отправьте {amount} ${tokensAccusative} на адрес`,
  'withdrawals.markSent.after': ', затем введите хеш транзакции в блокчейне.',
  'withdrawals.markSent.hash': 'Хеш транзакции',
  'withdrawals.markSent.hashPlaceholder': '0x…',
  'withdrawals.markSent.hashRequired': 'Введите хеш транзакции.',
  'withdrawals.markSent.hashInvalid': 'Хеш транзакции — не меньше 10 букв или цифр.',
};
