import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../../test/answers';
import { loadRussian, renderInRussian } from '../../../test/render-in-russian';
import { CryptoPage } from './crypto-page';

const bitcoin = {
  id: 1,
  currency: 'BTC',
  fullName: 'Bitcoin',
  rate: 1234567.5,
  address: 'bc1qexampleaddress000000000000000000000',
  priceId: 'bitcoin',
};

function answer(path: string) {
  switch (path) {
    case 'cryptos.php':
      return { status: 'success', data: [bitcoin] };
    case 'settings.php':
      return settingsAnswer({ adminTimeZone: 'UTC+3' });
    case 'adminOverview.php':
      return { status: 'success', sales: { since: '2026-03-01T21:00:00.000Z', usd: 0, orders: 0 }, ratesUpdatedAt: null };
    case 'mainCurrency.php':
      return { status: 'success', data: [{ id: 1, value: 4.5 }] };
    case 'rates.php':
      return {
        held: [{ currency: 'BTC', rate: 1300000, previous: 1234567.5, changePercent: 5.3, held_at: '2026-03-01T12:00:00.000Z' }],
      };
    default:
      return { status: 'success' };
  }
}

describe('the Crypto page in Russian', () => {
  beforeAll(loadRussian);

  it('shows its headings, form and table in Russian, with rates written the Russian way', async () => {
    renderInRussian(<CryptoPage />, { arrange: (api) => api.get.mockImplementation(async (path: string) => answer(path)) });

    expect(await screen.findByRole('heading', { name: 'Криптовалюты' })).toBeInTheDocument();
    // the add form (and the edit dialog, rendered hidden) label their fields in Russian
    expect(screen.getAllByLabelText('Валюта').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Курс (токенов за 1 единицу)').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Добавить валюту' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Обновить курсы/ })).toBeInTheDocument();

    // the table's rate: a space between thousands and a decimal comma
    const table = screen.getByRole('table');
    expect(await within(table).findByText(/^1\s234\s567,5$/)).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Полное название' })).toBeInTheDocument();

    // a held rate, with its change in percent, in Russian numbers
    expect(await screen.findByText(/^Курс BTC в токенах: 1\s234\s567,5 → 1\s300\s000 \(5,3 %\)$/)).toBeInTheDocument();
    expect(screen.getByText('Курсы обновлены: ни разу из ценового сервиса (курсы заданы вручную или при установке)')).toBeInTheDocument();
  });
});
