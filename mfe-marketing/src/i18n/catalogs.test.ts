import { catalogProblems } from '@openpresale/shared/i18n';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import ru from './ru';

describe('the marketing catalogs', () => {
  it('Russian has every English key, with the same arguments, and every message is well formed', () => {
    expect(catalogProblems(en, ru, 'ru')).toEqual([]);
  });
});
