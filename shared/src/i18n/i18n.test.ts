import { describe, expect, it } from 'vitest';
import { compileMessage, messageArguments, MessageSyntaxError } from './message';
import { formatters } from './format';
import { parseAcceptLanguage, pickLocale } from './locales';
import { createTranslator } from './translate';

const spins = '{count, plural, one {# spin} other {# spins}}';
const spinsRu = '{count, plural, one {# вращение} few {# вращения} many {# вращений} other {# вращения}}';

describe('messages', () => {
  it('fills arguments and keeps plain text', () => {
    expect(compileMessage('Hello, {name}!', 'en')({ name: 'Ann' })).toBe('Hello, Ann!');
    expect(compileMessage('No arguments here', 'en')()).toBe('No arguments here');
  });

  it('chooses English plural forms', () => {
    const message = compileMessage(spins, 'en');
    expect([0, 1, 2, 21].map((count) => message({ count }))).toEqual(['0 spins', '1 spin', '2 spins', '21 spins']);
  });

  it('chooses the three Russian plural forms, with the number in Russian', () => {
    const message = compileMessage(spinsRu, 'ru');
    expect([1, 2, 5, 11, 21, 22, 25, 1234].map((count) => message({ count }))).toEqual([
      '1 вращение',
      '2 вращения',
      '5 вращений',
      '11 вращений',
      '21 вращение',
      '22 вращения',
      '25 вращений',
      '1\u00a0234 вращения',
    ]);
  });

  it('prefers an exact =n branch, and selects by value', () => {
    const message = compileMessage('{count, plural, =0 {no spins} one {# spin} other {# spins}}', 'en');
    expect(message({ count: 0 })).toBe('no spins');
    const status = compileMessage('{state, select, paid {Paid} other {Waiting}}', 'en');
    expect(status({ state: 'paid' })).toBe('Paid');
    expect(status({ state: 'anything' })).toBe('Waiting');
  });

  it('formats number arguments in the locale and keeps apostrophes', () => {
    expect(compileMessage('{n, number} tokens', 'ru')({ n: 1234.5 })).toBe('1\u00a0234,5 tokens');
    expect(compileMessage("It''s '{literal}'", 'en')()).toBe("It's {literal}");
  });

  it('refuses a malformed message and lists arguments', () => {
    expect(() => compileMessage('{count, plural, one {x}}', 'en')).toThrow(MessageSyntaxError);
    expect(() => compileMessage('unclosed {name', 'en')).toThrow(MessageSyntaxError);
    expect(messageArguments(`{who} has ${spins}`)).toEqual(['count', 'who']);
  });
});

describe('formatters', () => {
  it('write exact decimals with the locale separators, digits unchanged', () => {
    expect(formatters('en').decimal('1234567.000000000000000001')).toBe('1,234,567.000000000000000001');
    expect(formatters('ru').decimal('1234,5'.replace(',', '.'))).toBe('1\u00a0234,5');
    expect(formatters('ru').number(1234.56)).toBe('1\u00a0234,56');
    expect(formatters('en').number(1234.56)).toBe('1,234.56');
  });
});

describe('choosing the language', () => {
  it('takes ?lang=, then the stored choice, then the browser languages, then English', () => {
    expect(pickLocale({ query: 'ru', stored: 'en', preferred: ['en-US'] })).toBe('ru');
    expect(pickLocale({ query: 'xx', stored: 'ru' })).toBe('ru');
    expect(pickLocale({ preferred: ['de-DE', 'ru-RU'] })).toBe('ru');
    expect(pickLocale({ preferred: ['de'] })).toBe('en');
  });

  it('reads Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en;q=0.5, ru-RU, de;q=0.8, *;q=0.1')).toEqual(['ru-RU', 'de', 'en']);
  });

  it('falls back to English for a key a translation lacks', () => {
    const english = { greet: 'Hello {name}', bye: 'Bye' } as const;
    const t = createTranslator('ru', { greet: 'Привет, {name}' } as unknown as typeof english, english);
    expect(t('greet', { name: 'Аня' })).toBe('Привет, Аня');
    expect(t('bye')).toBe('Bye');
  });
});

describe('catalog checks', () => {
  it('report a missing key, an extra key, a changed argument and a broken message', async () => {
    const { catalogProblems } = await import('./check');
    const english = { a: 'A {x}', b: 'B', c: 'C' };
    const russian = { a: 'А {y}', c: '{broken', d: 'Д' };
    expect(catalogProblems(english, russian, 'ru')).toEqual([
      'ru: missing key b',
      'ru: key d is not in the English catalog',
      'ru: a uses {y} where English uses {x}',
      expect.stringContaining('ru: c: '),
    ]);
  });
});
