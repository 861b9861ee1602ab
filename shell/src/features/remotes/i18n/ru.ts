import type { Translation } from '@openpresale/shared';
import type { remotesEn } from './en';

export const remotesRu: Translation<typeof remotesEn> = {
  'remotes.failed': 'Не удалось загрузить этот раздел.',
  'remotes.retry': 'Повторить',
  'remotes.section.marketing': 'Страницы для посетителей',
  'remotes.section.buyer': 'Личный кабинет покупателя',
  'remotes.section.admin': 'Панель администратора',
  'remotes.mismatch.title': 'Версия этого раздела не подходит к версии сайта, поэтому он не показан.',
  'remotes.mismatch.detail':
    'Раздел «{section}» здесь в версии {version}, выпущенной для версии сайта {remoteMajor}; версия этого сайта — {siteMajor}. Остальная часть сайта работает как обычно, а оператор сайта может вернуть раздел к предыдущей версии.',
  'remotes.mismatch.unknown': 'неизвестна',
  'remotes.mismatch.onServer': 'На сервере: ',
  'remotes.mismatch.orRelease': 'или выпустите подходящую версию: ',
  'remotes.mismatch.address': '<её адрес>',
  'remotes.mismatch.home': 'На главную',
};
