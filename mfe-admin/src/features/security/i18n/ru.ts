import type { Translation } from '@openpresale/shared';
import type { securityEn } from './en';

export const securityRu: Translation<typeof securityEn> = {
  'security.title': 'Безопасность',
  'security.account': 'Ваша учётная запись: {login}',
  'security.errorOccurred': 'Произошла ошибка',

  'security.codes.title': 'Сохраните эти десять резервных кодов сейчас',
  'security.codes.text': 'Каждый из них позволяет войти один раз, если вы потеряете телефон. Больше они показаны не будут.',
  'security.codes.label': 'Резервные коды',
  'security.codes.download': 'Скачать',
  'security.codes.saved': 'Коды сохранены',

  'security.twoFactor.title': 'Двухфакторный вход',
  'security.twoFactor.on': 'Двухфакторный вход включён.',
  'security.twoFactor.off': 'Двухфакторный вход выключен.',
  'security.twoFactor.unavailable': 'Недоступно на этом сервере: не задан SECRETS_KEY для защиты секретов.',
  'security.twoFactor.required': 'Владелец требует двухфакторный вход: настройте его, чтобы продолжить.',
  'security.twoFactor.explain':
    'После пароля при входе будет запрашиваться 6-значный код из приложения-аутентификатора (подойдёт любое приложение для кодов TOTP).',
  'security.twoFactor.setUp': 'Настроить двухфакторный вход',
  'security.twoFactor.scan': '1. Отсканируйте этот код приложением-аутентификатором или введите в него секретный ключ.',
  'security.twoFactor.qrLabel': 'QR-код секрета двухфакторного входа',
  'security.twoFactor.secretKey': 'Секретный ключ',
  'security.twoFactor.enterCode': '2. Введите код, который показывает приложение.',
  'security.twoFactor.code': 'Код',
  'security.twoFactor.codeRule': 'Код состоит из 6 цифр.',
  'security.twoFactor.confirm': 'Подтвердить',
  'security.twoFactor.enabled': 'Включён',
  'security.twoFactor.codesLeft':
    '{left, plural, one {Остался # резервный код из 10.} few {Осталось # резервных кода из 10.} many {Осталось # резервных кодов из 10.} other {Осталось # резервного кода из 10.}}',
  'security.twoFactor.appCode': 'Код из приложения',
  'security.twoFactor.newCodes': 'Новые резервные коды',
  'security.twoFactor.turnOffStart': 'Выключить…',
  'security.twoFactor.password': 'Пароль',
  'security.twoFactor.passwordRule': 'Введите пароль.',
  'security.twoFactor.turnOff': 'Выключить двухфакторный вход',
  'security.twoFactor.cancel': 'Отмена',

  'security.sessions.title': 'Активные сеансы',
  'security.sessions.ended': 'Сеанс завершён.',
  'security.sessions.signedIn': 'Время входа',
  'security.sessions.thisBrowser': 'Этот браузер',
  'security.sessions.lastUsed': 'Последняя активность',
  'security.sessions.address': 'IP-адрес',
  'security.sessions.browser': 'Браузер',
  'security.sessions.action': 'Действие',
  'security.sessions.endLabel': 'Завершить сеанс, начатый {time}',
  'security.sessions.end': 'Завершить',
};
