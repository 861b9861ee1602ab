import type { Translation } from '@openpresale/shared';
import type { layoutEn } from './en';

export const layoutRu: Translation<typeof layoutEn> = {
  'layout.screen.overview': 'Обзор',
  'layout.screen.crypto': 'Криптовалюты',
  'layout.screen.users': 'Пользователи',
  'layout.screen.transactions': 'Транзакции',
  'layout.screen.review': 'Проверка платежей',
  'layout.screen.withdrawals': 'Вывод средств',
  'layout.screen.presale': 'Пресейл',
  'layout.screen.change-password': 'Смена пароля',
  'layout.screen.change-main-currency': 'Основная валюта',
  'layout.screen.pixels': 'Пиксели',
  'layout.screen.security': 'Безопасность',
  'layout.screen.administrators': 'Администраторы',
  'layout.screen.audit': 'Журнал действий',
  'layout.screen.outbox': 'Исходящие письма',
  'layout.screen.releases': 'Релизы',
  'layout.admin': 'Администрирование',
  'layout.user': 'Пользователь {id}',
  'layout.navigation': 'Навигация администратора',
  'layout.brandShort': 'OP',
  'layout.brand': 'Управление пресейлом',
  'layout.version': 'Раздел администратора {version}',
  'layout.openNavigation': 'Открыть навигацию',
  'layout.collapseNavigation': 'Свернуть навигацию',
  'layout.signOut': 'Выйти',
};
