import type { Translation } from '../translate';
import type { commonEn } from './common.en';

const commonRu: Translation<typeof commonEn> = {
  'common.riskNotice':
    'Криптоактивы волатильны: вы можете потерять все вложенные деньги. Ничто на этом сайте не является финансовой рекомендацией.',
  'notFound.title': 'Страница не найдена',
  'notFound.text': 'Возможно, в адресе опечатка или страница переехала.',
  'notFound.home': 'На главную',
  'languageSwitch.label': 'Язык',
  'network.manual': 'Проверяется вручную',
  'network.evm': '{name} (идентификатор сети {id})',
  'network.evmChain': 'Сеть EVM',
  'network.testNetwork': '{name} (тестовая сеть)',
  'network.localTestChain': 'Локальная тестовая сеть',
};
export default commonRu;
