import type { Transaction } from '@openpresale/shared/schemas';
import { describe, expect, it } from 'vitest';
import type { Withdrawal } from '../api/withdrawals';
import { hubFigures } from './hub-figures';

function order(overrides: Partial<Transaction>): Transaction {
  return {
    id: 1,
    order_token: 'o1',
    crypto_to_transfer: 'USDT',
    amount_to_transfer: 10,
    address: 'addr-usdt-12345',
    email: 'buyer@example.com',
    amount_to_receive: 105,
    bonus: 5,
    usd_value: 10,
    rate: 10,
    status: 'approved',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  } as Transaction;
}

function withdrawal(overrides: Partial<Withdrawal>): Withdrawal {
  return {
    id: 1,
    user_id: 1,
    email: 'buyer@example.com',
    amount: 60,
    address: '0xPayout12345',
    status: 'requested',
    tx_hash: null,
    created_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

describe('hub overview figures', () => {
  it('a withdrawal lowers the balance but not the purchased or bonus tokens, and shows as withdrawn', () => {
    // 100 bought + 5 bonus, then 60 requested for delivery: the balance is 45.
    const figures = hubFigures({ balance: 45, bonusTokens: 5 }, [order({})], [withdrawal({})]);
    expect(figures).toEqual({ purchased: 100, bonus: 5, withdrawn: 60, awaitingDelivery: 60, otherCredits: 0, investment: 10 });
  });

  it('withdrawing everything never makes the purchases negative (balance − bonus would be −5)', () => {
    const figures = hubFigures(
      { balance: 0, bonusTokens: 5 },
      [order({})],
      [withdrawal({ amount: 105, status: 'sent', tx_hash: '0xabc' })],
    );
    expect(figures.purchased).toBe(100);
    expect(figures.withdrawn).toBe(105);
    expect(figures.awaitingDelivery).toBe(0);
  });

  it('a rejected request came back to the balance and is not counted as withdrawn', () => {
    const figures = hubFigures({ balance: 105, bonusTokens: 5 }, [order({})], [withdrawal({ status: 'rejected' })]);
    expect(figures.withdrawn).toBe(0);
    expect(figures.otherCredits).toBe(0);
  });

  it('pending and rejected orders count neither as purchased nor as investment; prizes and credits are what is left', () => {
    const figures = hubFigures(
      { balance: 125, bonusTokens: 5 },
      [order({}), order({ id: 2, status: 'pending', amount_to_receive: 500, usd_value: 50 }), order({ id: 3, status: 'rejected' })],
      [],
    );
    expect(figures).toMatchObject({ purchased: 100, investment: 10, otherCredits: 20 });
  });

  it('sums exactly in micro-units (0.1 + 0.2 tokens is 0.3)', () => {
    const figures = hubFigures(
      { balance: 0.3, bonusTokens: 0 },
      [order({ amount_to_receive: 0.1, bonus: 0 }), order({ id: 2, amount_to_receive: 0.2, bonus: 0 })],
      [],
    );
    expect(figures.purchased).toBe(0.3);
    expect(figures.otherCredits).toBe(0);
  });
});
