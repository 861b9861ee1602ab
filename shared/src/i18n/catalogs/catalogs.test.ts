import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../check';
import { errorsEn } from './errors.en';
import errorsRu from './errors.ru';

describe('the shared catalogs', () => {
  it('the errors catalog has every English key in Russian, with the same arguments', () => {
    expect(catalogProblems(errorsEn, errorsRu, 'ru')).toEqual([]);
  });
});
