import type { Translation } from '@openpresale/shared';
import type { commonEn } from './common.en';

export const commonRu: Translation<typeof commonEn> = {
  'common.loading': 'Загрузка',
  'common.footer.legal': 'Правовая информация',
  'common.footer.privacyPolicy': 'Политика конфиденциальности',
  'common.footer.privacyChoices': 'Настройки приватности',
  'common.versions': 'Версии: {list}',
  'common.versions.unknown': 'неизвестна',
  'common.toast.dismiss': 'Закрыть уведомление',
};
