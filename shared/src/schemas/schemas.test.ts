import { describe, expect, it } from 'vitest';
import { readCodedMessage, schemaMessageInEnglish } from '../i18n/catalogs/error-text';
import {
  cryptoCreateSchema,
  createOrderSchema,
  DEFAULT_SETTINGS,
  mainCurrencyUpdateSchema,
  settingsSchema,
  settingsUpdateSchema,
  usersPostBodySchema,
} from './index';

describe('request schemas (SPEC §6, §7: a failed schema is a readable 400)', () => {
  it('accepts a registration and lowercases the e-mail (§4 unique, case-insensitive)', () => {
    const r = usersPostBodySchema.parse({ type: 'reg', name: 'Ann', email: 'Ann@Example.com', phone: '+1 555', pass: 'secret1' });
    expect(r.email).toBe('ann@example.com');
  });
  it('rejects exponent strings, NaN, negatives and huge numbers', () => {
    for (const bad of ['1e3', 'NaN', -1, 1e30, '', null]) {
      expect(createOrderSchema.safeParse({ cryptoToTransfer: 'BTC', amountToTransfer: bad }).success).toBe(false);
    }
    expect(createOrderSchema.parse({ cryptoToTransfer: 'btc', amountToTransfer: '0.5' })).toMatchObject({
      cryptoToTransfer: 'BTC',
      amountToTransfer: 0.5,
    });
  });
  it('uses the add-currency messages of §6', () => {
    const r = cryptoCreateSchema.safeParse({ currency: 'B', fullName: 'X', rate: 0, address: 'abc' });
    expect(r.success).toBe(false);
    // a schema's messages are codes; their English words are the SPEC's
    const messages = r.error!.issues.map((i) => schemaMessageInEnglish(i.message));
    expect(messages).toContain('Currency must be at least 2 characters.');
    expect(messages).toContain('Full name must be at least 2 characters.');
    expect(messages).toContain('Rate must be a positive number.');
    expect(messages).toContain('Address must be at least 5 characters.');
    expect(readCodedMessage(r.error!.issues[0]!.message)).toEqual({ code: 'currency.tooShort', params: {} });
  });
  it('main currency accepts "4.50" and refuses 0', () => {
    expect(mainCurrencyUpdateSchema.parse({ id: 1, value: '4.50' }).value).toBe(4.5);
    expect(mainCurrencyUpdateSchema.safeParse({ id: 1, value: 0 }).success).toBe(false);
  });
  it('the default settings of §2 validate; updates are partial and strict', () => {
    expect(settingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(settingsUpdateSchema.parse({ stageEnd: '' })).toEqual({ stageEnd: null });
    expect(settingsUpdateSchema.safeParse({ bogus: 1 }).success).toBe(false);
    expect(settingsUpdateSchema.safeParse({ documents: [{ title: 'x', link: 'javascript:alert(1)' }] }).success).toBe(false);
  });
});
