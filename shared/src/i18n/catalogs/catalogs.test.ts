import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../check';
import { errorsEn } from './errors.en';
import errorsRu from './errors.ru';
import { commonEn } from './common.en';
import commonRu from './common.ru';

describe('the shared catalogs', () => {
  it('the errors catalog has every English key in Russian, with the same arguments', () => {
    expect(catalogProblems(errorsEn, errorsRu, 'ru')).toEqual([]);
  });

  it('the common catalog has every English key in Russian, with the same arguments', () => {
    expect(catalogProblems(commonEn, commonRu, 'ru')).toEqual([]);
  });
});

describe('the Russian errors catalog', () => {
  it('names an order status or a withdrawal status in Russian, and an unknown one as it came', async () => {
    const { compileMessage } = await import('../message');
    expect(compileMessage(errorsRu['order.cancelNotPending'], 'ru')({ status: 'approved' })).toContain('«одобрен»');
    expect(compileMessage(errorsRu['withdrawal.alreadyDecided'], 'ru')({ status: 'sent' })).toContain('«отправлена»');
    expect(compileMessage(errorsRu['review.notInReview'], 'ru')({ status: 'archived' })).toContain('«archived»');
  });
});

describe('network names', () => {
  it('keep the chain names and translate the words around them', async () => {
    const { nameNetwork } = await import('../network-label');
    const { createTranslator } = await import('../translate');
    const english = createTranslator('en', commonEn, commonEn);
    const russian = createTranslator('ru', commonRu, commonEn);
    expect(['evm:1', 'evm:11155111', 'evm:31337', 'evm:999', 'bitcoin', 'manual'].map((n) => nameNetwork(n, english))).toEqual([
      'Ethereum (chain id 1)',
      'Sepolia (test network) (chain id 11155111)',
      'Local test chain (chain id 31337)',
      'EVM chain (chain id 999)',
      'Bitcoin',
      'Checked by hand',
    ]);
    expect(['evm:1', 'evm:11155111', 'manual'].map((n) => nameNetwork(n, russian))).toEqual([
      'Ethereum (идентификатор сети 1)',
      'Sepolia (тестовая сеть) (идентификатор сети 11155111)',
      'Проверяется вручную',
    ]);
  });
});
