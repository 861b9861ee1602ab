import { createTranslator } from '@openpresale/shared';
import { ApiRequestError } from '@openpresale/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { loadLanguage, renderWithHost } from '../../../test/render-with-host';
import { describeReference, UserDetailPage } from './user-detail-page';
import { en } from '../../../i18n/en';

const t = createTranslator('en', en, en);

const detail = {
  status: 'success',
  user: {
    id: 42,
    name: 'Ada Buyer',
    email: 'ada@example.com',
    phone_number: '+1 555 0100',
    payout_address: '0xPayoutAddress000000000000000000000000042',
    balance: 1065,
    bonusTokens: 50,
    purchased: 1075,
    deposit: 100,
    created_at: '2026-02-01T09:00:00.000Z',
    prizes: [{ name: '20% deposit', type: 'bonus_dep', image: '' }],
    level: 'Platinum',
    email_verified: true,
  },
  ledger: [
    { id: 9, kind: 'withdrawal', amount: -10, reference: 'withdrawal:3', created_at: '2026-02-03T09:00:00.000Z' },
    { id: 8, kind: 'admin_credit', amount: 25, reference: 'audit:17', created_at: '2026-02-02T10:00:00.000Z' },
    { id: 7, kind: 'bonus', amount: 50, reference: 'transaction:12', created_at: '2026-02-02T09:00:00.000Z' },
    { id: 6, kind: 'purchase', amount: 1000, reference: 'transaction:12', created_at: '2026-02-02T09:00:00.000Z' },
  ],
  ledgerTotal: 4,
  withdrawals: [
    {
      id: 3,
      user_id: 42,
      email: 'ada@example.com',
      amount: 10,
      address: '0xPayoutAddress000000000000000000000000042',
      status: 'sent',
      tx_hash: '0xfeedfacecafebeef0000000000000000000000000000000000000000000000ff',
      created_at: '2026-02-03T09:00:00.000Z',
      updated_at: '2026-02-03T10:00:00.000Z',
    },
  ],
  withdrawalsTotal: 1,
  winnings: [{ id: 5, name: '20% deposit', type: 'bonus_dep', image: '', amount: 20, created_at: '2026-02-04T09:00:00.000Z' }],
};

const order = {
  id: 12,
  order_token: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  crypto_to_transfer: 'ETH',
  amount_to_transfer: 0.0333,
  address: 'test-eth-wallet',
  email: 'ada@example.com',
  amount_to_receive: 1050,
  bonus: 50,
  usd_value: 100,
  rate: 30000,
  status: 'approved',
  created_at: '2026-02-02T08:00:00.000Z',
  updated_at: '2026-02-02T09:00:00.000Z',
};

function renderAt(path: string, userAnswer: unknown = detail, locale: 'en' | 'ru' = 'en') {
  return renderWithHost(
    <Routes>
      <Route path="/admin/dashboard/users/:id" element={<UserDetailPage />} />
    </Routes>,
    {
      path,
      locale,
      arrange: (api) =>
        answerGets(api.get, {
          'settings.php': settingsAnswer(),
          'adminUser.php': userAnswer,
          'transactions.php': { status: 'success', transactions: [order], total: 1 },
        }),
    },
  );
}

// the Russian catalogs are loaded once, as a page in Russian has them before it shows
beforeAll(() => loadLanguage('ru'));

describe('UserDetailPage (/admin/dashboard/users/:id)', () => {
  it("shows the buyer's account, orders, ledger, withdrawals and prizes", async () => {
    const { api } = renderAt('/admin/dashboard/users/42');
    expect(await screen.findByRole('heading', { name: 'Ada Buyer', level: 1 })).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('adminUser.php', expect.objectContaining({ query: { id: 42 } }));
    expect(screen.getByText('1,065 tokens')).toBeInTheDocument();
    expect(screen.getByText('$100.00')).toBeInTheDocument();

    // the orders are the admin list filtered by the buyer's e-mail
    const orders = await screen.findByRole('region', { name: 'Orders of this buyer' });
    expect(within(orders).getByRole('row', { name: /approved/ })).toHaveTextContent('0.0333 ETH');
    expect(api.get).toHaveBeenCalledWith(
      'transactions.php',
      expect.objectContaining({ query: expect.objectContaining({ email: 'ada@example.com' }) }),
    );
    expect(screen.getByRole('link', { name: 'Open in Transactions' })).toHaveAttribute(
      'href',
      '/admin/dashboard/transactions?email=ada%40example.com',
    );

    const ledger = screen.getByRole('region', { name: 'Ledger entries of this buyer' });
    expect(within(ledger).getByRole('row', { name: /Purchase/ })).toHaveTextContent('+1,000');
    expect(within(ledger).getByRole('row', { name: /Purchase/ })).toHaveTextContent('Order 12');
    expect(within(ledger).getByRole('row', { name: /Credit by an administrator/ })).toHaveTextContent('+25');
    expect(within(ledger).getByRole('row', { name: /Withdrawal/ })).toHaveTextContent('-10');

    const withdrawals = screen.getByRole('region', { name: 'Withdrawal requests of this buyer' });
    expect(within(withdrawals).getByText('sent')).toBeInTheDocument();
    expect(within(withdrawals).getByRole('button', { name: 'Copy transaction hash of withdrawal 3' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Prizes won by this buyer' })).getByText('20 %')).toBeInTheDocument();
  });

  it('says when the number belongs to no user', async () => {
    renderAt('/admin/dashboard/users/999', new ApiRequestError('User not found.', 404, null));
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /All users/ })).toHaveAttribute('href', '/admin/dashboard/users');
  });

  it('does not ask the server for a path that is not a user number', async () => {
    const { api } = renderAt('/admin/dashboard/users/abc');
    expect(await screen.findByRole('heading', { name: 'User not found', level: 1 })).toBeInTheDocument();
    expect(api.get).not.toHaveBeenCalledWith('adminUser.php', expect.anything());
  });

  it('puts ledger references into words', () => {
    expect(describeReference(t, 'transaction:12')).toBe('Order 12');
    expect(describeReference(t, 'withdrawal:7')).toBe('Withdrawal request 7');
    expect(describeReference(t, 'withdrawal:7:reversal')).toBe('Withdrawal 7 rejected: tokens returned');
    expect(describeReference(t, 'audit:5')).toBe('Audit entry 5');
    expect(describeReference(t, 'something-new')).toBe('something-new');
  });

  it('reads Russian in Russian: token amounts agree with their number, numbers use Russian separators', async () => {
    renderAt('/admin/dashboard/users/42', { ...detail, user: { ...detail.user, balance: 1234.5, bonusTokens: 21 } }, 'ru');
    expect(await screen.findByText('Аккаунт')).toBeInTheDocument();
    // a fraction takes the 'other' form, 21 the 'one' form, 1 000 the 'many' form
    expect(screen.getByText('1 234,5 токена')).toBeInTheDocument();
    expect(screen.getByText('21 токен')).toBeInTheDocument();
    expect(screen.getByText('Зачисление администратором')).toBeInTheDocument();
    expect(screen.getByText('+1 000')).toBeInTheDocument();
    expect(screen.getByText('100,00 $')).toBeInTheDocument();
  });
});
