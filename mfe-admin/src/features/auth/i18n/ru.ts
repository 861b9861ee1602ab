import type { Translation } from '@openpresale/shared';
import type { authEn } from './en';

export const authRu: Translation<typeof authEn> = {
  'auth.pageTitle': 'Вход администратора',
  'auth.networkError': 'При входе произошла ошибка.',
  'auth.failed': 'Войти не удалось.',
  'auth.codeRejected': 'Код не принят.',
  'auth.title': 'Вход администратора',
  'auth.intro': 'Войдите, чтобы управлять пресейлом.',
  'auth.login': 'Логин',
  'auth.loginRequired': 'Введите логин.',
  'auth.password': 'Пароль',
  'auth.passwordRequired': 'Введите пароль.',
  'auth.submit': 'Войти',
  'auth.recoveryIntro': 'Введите один из ваших резервных кодов.',
  'auth.codeIntro': 'Введите 6-значный код из приложения-аутентификатора.',
  'auth.recoveryCode': 'Резервный код',
  'auth.code': 'Код',
  'auth.recoveryRequired': 'Введите резервный код.',
  'auth.codeInvalid': 'Код состоит из 6 цифр.',
  'auth.verify': 'Подтвердить',
  'auth.useApp': 'Ввести код из приложения',
  'auth.useRecovery': 'Ввести резервный код',
};
