import { describe, expect, it } from 'vitest';
import { placeIssues, placeServerMessage, type FormField } from './forms';
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
