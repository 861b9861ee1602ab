import type { Translation } from '../i18n/translate';
import type { consentEn } from './en';

export const consentRu: Translation<typeof consentEn> = {
  'consent.title': 'Пиксели отслеживания',
  'consent.text':
    'Оператор сайта может подключить пиксели отслеживания, которые сообщают рекламным партнёрам, какие страницы вы посещаете. Они загружаются, только если вы согласитесь; отказ больше ни на что на сайте не влияет.',
  'consent.policyLink': 'Политика конфиденциальности',
  'consent.current': 'Ваш текущий выбор: {choice, select, accepted {пиксели разрешены} other {пиксели запрещены}}.',
  'consent.refuse': 'Отказаться',
  'consent.accept': 'Принять',
  'consent.close': 'Закрыть настройки приватности',
};
