import { describe, expect, it } from 'vitest';
import { localizedText } from './issuer-text';

describe("an issuer's text in the page's language", () => {
  it('is the translation for the language when there is one', () => {
    expect(localizedText('Stage 1', { ru: 'Этап 1' }, 'ru')).toBe('Этап 1');
  });

  it('falls back to the text as written without a translation, or with an empty one', () => {
    expect(localizedText('Stage 1', { ru: 'Этап 1' }, 'en')).toBe('Stage 1');
    expect(localizedText('Stage 1', {}, 'ru')).toBe('Stage 1');
    expect(localizedText('Stage 1', { ru: '   ' }, 'ru')).toBe('Stage 1');
    expect(localizedText('Stage 1', undefined, 'ru')).toBe('Stage 1');
  });
});
