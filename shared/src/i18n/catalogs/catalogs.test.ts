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
