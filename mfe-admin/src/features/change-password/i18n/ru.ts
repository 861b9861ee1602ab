import type { Translation } from '@openpresale/shared';
import type { changePasswordEn } from './en';

export const changePasswordRu: Translation<typeof changePasswordEn> = {
  'changePassword.required': 'Поле «{field}» обязательно.',
  'changePassword.min10': 'Поле «{field}» должно содержать не меньше 10 символов.',
  'changePassword.updated': 'Пароль успешно обновлён.',
  'changePassword.failed': 'Не удалось обновить пароль',
  'changePassword.title': 'Смена пароля',
  'changePassword.description': 'После смены пароля другие сеансы администратора завершатся.',
  'changePassword.mustChange.title': 'Задайте собственный пароль, чтобы продолжить',
  'changePassword.mustChange.description':
    'Вы вошли с временным паролем. Укажите его как старый пароль, затем новый — не меньше 10 символов.',
  'changePassword.login': 'Имя администратора',
  'changePassword.loginInvalid': 'Имя администратора должно содержать не меньше 2 символов.',
  'changePassword.oldPassword': 'Старый пароль',
  'changePassword.newPassword': 'Новый пароль',
  'changePassword.confirmPassword': 'Подтверждение пароля',
  'changePassword.mismatch': 'Пароли не совпадают.',
  'changePassword.submit': 'Обновить пароль',
};
