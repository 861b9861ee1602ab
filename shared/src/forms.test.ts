import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { placeIssues, placeServerError, placeServerMessage, type FormField } from './forms';
import errorsRu from './i18n/catalogs/errors.ru';
import { compileMessage } from './i18n/message';
import { profileUpdateSchema } from './schemas';

const profile: Record<'name' | 'email' | 'phone' | 'payout', FormField> = {
  name: { label: 'Full Name', keys: ['name'] },
  email: { label: 'Email Address', keys: ['email'], words: ['email'] },
  phone: { label: 'Phone', keys: ['phone_number'], words: ['phone'] },
  payout: { label: 'Payout wallet address', keys: ['payout_address'], words: ['address'] },
};

describe('form errors in the words of the form', () => {
  it("puts a schema's issues next to their fields, first message per field", () => {
    const result = profileUpdateSchema.safeParse({ name: '', email: 'nope', phone_number: 'abc', payout_address: 'x' });
    expect(result.success).toBe(false);
    const placed = placeIssues(result.error!.issues, profile);
    expect(placed.fields).toEqual({
      name: 'Full name is required.',
      email: 'Email address is not valid.',
      phone: 'Phone may contain only digits, spaces and + ( ) - .',
      payout: 'Address must be at least 5 characters.',
    });
    expect(placed.form).toBeNull();
  });

  it("places a server's 'payout_address: …' at the payout field without the API's name", () => {
    expect(placeServerMessage('payout_address: Address may contain only letters, digits and : . _ -', profile)).toEqual({
      fields: { payout: 'Address may contain only letters, digits and : . _ -' },
      form: null,
    });
    expect(placeServerMessage('payout_address must be a string.', profile)).toEqual({
      fields: { payout: 'Payout wallet address must be a string.' },
      form: null,
    });
  });

  it('places a message that names a field by its word, and keeps the rest with the form', () => {
    expect(placeServerMessage('This email is already registered.', profile).fields).toEqual({ email: 'This email is already registered.' });
    expect(placeServerMessage('Too many attempts. Try again in a minute.', profile)).toEqual({
      fields: {},
      form: 'Too many attempts. Try again in a minute.',
    });
  });
});

describe('form errors in the page language', () => {
  const russian = (code: keyof typeof errorsRu, params?: Record<string, string | number>) => compileMessage(errorsRu[code], 'ru')(params);
  const answer = (status: number, body: Record<string, unknown>) => new ApiRequestError(String(body.message ?? ''), status, body);

  it("translates a schema's coded issues, field names included, and keeps English without a translator", () => {
    const result = profileUpdateSchema.safeParse({ name: '', email: 'nope', phone_number: 'abc', payout_address: 'x' });
    const placed = placeIssues(result.error!.issues, profile, russian);
    expect(placed.fields).toEqual({
      name: 'Заполните поле «Полное имя».',
      email: 'Некорректный адрес e-mail.',
      phone: 'Телефон может содержать только цифры, пробелы и символы + ( ) - .',
      payout: 'Адрес должен быть не короче 5 символов.',
    });
    expect(placeIssues(result.error!.issues, profile).fields.name).toBe('Full name is required.');
    // an issue that is not a code is shown as it is
    expect(placeIssues([{ path: ['name'], message: 'Plain words.' }], profile, russian).fields).toEqual({ name: 'Plain words.' });
  });

  it("places an error answer at the field of its params and says its code in the page's language", () => {
    const taken = answer(409, {
      status: 'error',
      message: 'This email is already registered.',
      code: 'email.taken',
      params: { field: 'email' },
    });
    expect(placeServerError(taken, profile, russian)).toEqual({ fields: { email: 'Этот e-mail уже зарегистрирован.' }, form: null });
    const tooLong = answer(400, {
      status: 'error',
      message: 'payout_address: Address must be at most 200 characters.',
      code: 'address.tooLong',
      params: { field: 'payout_address' },
    });
    expect(placeServerError(tooLong, profile, russian).fields).toEqual({ payout: 'Адрес должен быть не длиннее 200 символов.' });
    const pending = answer(409, { status: 'error', message: '…', code: 'order.tooManyPending', params: { count: 21 } });
    expect(placeServerError(pending, profile, russian).form).toMatch(/^У вас уже 21 заказ ожидает оплаты\./);
  });

  it('falls back to the English message without a known code, and to the network words without an answer', () => {
    const old = answer(400, { status: 'error', message: 'phone_number: Phone is required.' });
    expect(placeServerError(old, profile, russian)).toEqual({ fields: { phone: 'Phone is required.' }, form: null });
    const offline = new ApiRequestError('offline', 0, null);
    expect(placeServerError(offline, profile, russian)).toEqual({
      fields: {},
      form: 'Не удалось связаться с сервером. Проверьте подключение и попробуйте ещё раз.',
    });
  });
});
