import type { Translation } from '../translate';
import type { errorsEn } from './errors.en';

const errorsRu: Translation<typeof errorsEn> = {
  network: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
  failed: 'Что-то пошло не так. Попробуйте ещё раз.',
};
export default errorsRu;
