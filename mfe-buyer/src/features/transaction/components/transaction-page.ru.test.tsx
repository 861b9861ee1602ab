import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadCatalogs, renderWithHost, settingsAnswer } from '../../../test/render';
import { TransactionPage } from './transaction-page';

const order = {
  id: 7,
  order_token: 'tok-7',
  crypto_to_transfer: 'USDT',
  amount_to_transfer: 123.45,
  address: 'TXdemoAddress12345',
  email: 'buyer@example.com',
  amount_to_receive: 1357.99,
  bonus: 123.43,
  usd_value: 123.45,
  status: 'approved',
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};

describe('the order page in Russian', () => {
  beforeAll(() => loadCatalogs('ru'));

  it('says the status in Russian and writes amounts the Russian way (1 234,56)', async () => {
    const { api } = fakeApi({
      'GET transactions.php': () => ({ status: 'success', transactions: [order] }),
      'GET settings.php': () => settingsAnswer,
    });
    renderWithHost(<TransactionPage />, { api, path: '/dashboard/transaction?order=tok-7', locale: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Транзакция одобрена' })).toBeInTheDocument();
    expect(screen.getByText('Платёж подтверждён, токены зачислены.')).toBeInTheDocument();
    expect(screen.getByText('Заказ tok-7')).toBeInTheDocument();
    expect(screen.getByText('Получено (без бонуса)')).toBeInTheDocument();
    // 1357.99 − 123.43: grouped with a (no-break) space, decimal comma
    expect(
      screen.getByText((_, element) => element?.tagName === 'DD' && /^1\s234,56 DEMO$/.test(element.textContent ?? '')),
    ).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === 'DD' && /^123,45 USDT$/.test(element.textContent ?? '')),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByText('1 мар. 2026 г.', { exact: false })).toBeInTheDocument();
  });
});
