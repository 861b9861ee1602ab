import type { Translation } from '@openpresale/shared';
import type { layoutEn } from './en';

export const layoutRu: Translation<typeof layoutEn> = {
  'layout.openMenu': 'Открыть меню',
  'layout.closeMenu': 'Закрыть меню',
  'layout.toggleSidebar': 'Свернуть или развернуть боковую панель (Ctrl+B)',
  'layout.logOut': 'Выйти',
  'layout.menu': 'Меню',
  'layout.nav': 'Личный кабинет',
  'layout.group.account': 'Аккаунт',
  'layout.group.finances': 'Финансы',
  'layout.group.information': 'Информация',
  'layout.link.dashboard': 'Главная',
  'layout.link.profile': 'Мой профиль',
  'layout.link.status': 'Статус',
  'layout.link.buyToken': 'Купить токен',
  'layout.link.hub': 'Центр токена {symbol}',
  'layout.link.howToBuy': 'Как купить',
  'layout.link.leaderboard': 'Рейтинг',
  'layout.link.roulette': 'Рулетка',
  'layout.welcome.label': 'Ваш аккаунт',
  'layout.welcome.hello': 'Здравствуйте, {name}',
  'layout.welcome.balance': 'Баланс',
  'layout.welcome.status': 'Статус',
  'layout.welcome.noLevel': 'Уровня пока нет',
};
