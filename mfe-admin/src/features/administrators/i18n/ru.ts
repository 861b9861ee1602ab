import type { Translation } from '@openpresale/shared';
import type { administratorsEn } from './en';

export const administratorsRu: Translation<typeof administratorsEn> = {
  'administrators.title': 'Администраторы',
  'administrators.description': 'Роль определяет, какие экраны и действия доступны администратору.',
  'administrators.errorOccurred': 'Произошла ошибка',

  'administrators.role.owner': 'Владелец',
  'administrators.role.operator': 'Оператор',
  'administrators.role.support': 'Поддержка',
  'administrators.roleHelp.owner': 'Всё, включая администраторов, безопасность, валюты и настройки.',
  'administrators.roleHelp.operator': 'Заказы, вывод средств, зачисления на баланс и связанные с ними покупатели.',
  'administrators.roleHelp.support': 'Просматривает покупателей и заказы; ничего не изменяет.',

  'administrators.temporary.title': 'Временный пароль для {login}',
  'administrators.temporary.done': 'Готово',
  'administrators.temporary.text':
    'Передайте его лично. Пароль показан только сейчас; при первом входе администратор задаст собственный пароль.',

  'administrators.settings.title': 'Настройки безопасности',
  'administrators.settings.saved': 'Настройки безопасности сохранены.',
  'administrators.settings.requireTwoFactor': 'Требовать двухфакторный вход от всех администраторов',
  'administrators.settings.idle': 'Завершать сеанс администратора после бездействия (минут)',
  'administrators.settings.idleRule': 'От 5 до 720 минут.',
  'administrators.settings.hold': 'Ждать подтверждения, если полученный курс изменился более чем на (%)',
  'administrators.settings.holdRule': 'От 1 до 100 процентов.',
  'administrators.settings.save': 'Сохранить',

  'administrators.roleChanged': 'Новая роль {login}: {role}.',
  'administrators.enabled': 'Учётная запись {login} включена.',
  'administrators.disabled': 'Учётная запись {login} отключена.',
  'administrators.reset.title': 'Сбросить доступ {login}?',
  'administrators.reset.text':
    'Администратор получит новый временный пароль; его двухфакторный вход будет удалён, а все его сеансы — завершены.',
  'administrators.reset.ok': 'Сбросить',
  'administrators.cancel': 'Отмена',

  'administrators.list': 'Администраторы',
  'administrators.column.login': 'Логин',
  'administrators.you': 'Вы',
  'administrators.column.role': 'Роль',
  'administrators.roleOf': 'Роль {login}',
  'administrators.column.state': 'Состояние',
  'administrators.state.disabled': 'Отключён',
  'administrators.state.active': 'Активен',
  'administrators.state.twoFactor': 'Двухфакторный вход',
  'administrators.state.passwordOnly': 'Только пароль',
  'administrators.state.temporaryPassword': 'Временный пароль',
  'administrators.column.lastActive': 'Последняя активность ({zone})',
  'administrators.column.action': 'Действие',
  'administrators.enable': 'Включить',
  'administrators.disable': 'Отключить',
  'administrators.resetStart': 'Сбросить…',

  'administrators.invite.title': 'Пригласить администратора',
  'administrators.invite.login': 'Логин',
  'administrators.invite.loginShort': 'Логин должен содержать не менее 2 символов.',
  'administrators.invite.loginChars': 'Логин может содержать только латинские буквы, цифры и символы . _ @ -',
  'administrators.invite.role': 'Роль',
  'administrators.invite.submit': 'Пригласить',
};
