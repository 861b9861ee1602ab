import { ApiRequestError } from '@openpresale/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInZone } from '../../../lib/time-zone';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { loadLanguage, renderWithHost } from '../../../test/render-with-host';
import { OverviewPage } from './overview-page';

const figure = (name: string) => screen.getByRole('group', { name });

function arrange(overrides: Record<string, unknown> = {}, locale: 'en' | 'ru' = 'en') {
  return renderWithHost(<OverviewPage />, {
    locale,
    arrange: (api) =>
      answerGets(api.get, {
        'settings.php': settingsAnswer({ raised: 12345.5 }),
        'transactions.php': { status: 'success', transactions: [], total: 3 },
        'withdrawals.php': { status: 'success', withdrawals: [], total: 2 },
        'users.php': { status: 'success', users: [], total: 1204, withPrizes: 0 },
        'adminOverview.php': (query: Record<string, unknown>) => ({
          status: 'success',
          sales: { since: query.since, usd: 99.5, orders: 2 },
          ratesUpdatedAt: '2026-03-01T12:00:00.000Z',
        }),
        ...overrides,
      }),
  });
}

// the Russian catalogs are loaded once, as a page in Russian has them before it shows
beforeAll(() => loadLanguage('ru'));

describe('OverviewPage (the administrator first page)', () => {
  it('shows the live counts with links to the filtered lists', async () => {
    const { api } = arrange();
    expect(await within(figure('Pending orders')).findByText('3')).toBeInTheDocument();
    expect(within(figure('Pending orders')).getByRole('link', { name: 'Review pending orders' })).toHaveAttribute(
      'href',
      '/admin/dashboard/transactions?status=pending',
    );
    expect(await within(figure('Pending withdrawals')).findByText('2')).toBeInTheDocument();
    expect(within(figure('Pending withdrawals')).getByRole('link', { name: 'Process withdrawals' })).toHaveAttribute(
      'href',
      '/admin/dashboard/withdrawals?status=requested',
    );
    expect(await within(figure('Buyers')).findByText('1,204')).toBeInTheDocument();
    // each count asks its list for one row and reads the total
    expect(api.get).toHaveBeenCalledWith(
      'transactions.php',
      expect.objectContaining({ query: { status: 'pending', page: 1, pageSize: 1 } }),
    );
    expect(api.get).toHaveBeenCalledWith(
      'withdrawals.php',
      expect.objectContaining({ query: { status: 'requested', page: 1, pageSize: 1 } }),
    );
  });

  it('shows sales of today since midnight in the admin time zone, the total raised and the last rates update', async () => {
    const { api } = arrange();
    expect(await within(figure('Sales today')).findByText('$99.50')).toBeInTheDocument();
    expect(within(figure('Sales today')).getByText('2 orders approved since 00:00 (UTC+3)')).toBeInTheDocument();
    expect(within(figure('Sales in total')).getByText('$12,345.50')).toBeInTheDocument();
    expect(within(figure('Rates last updated')).getByText('2026-03-01 15:00:00')).toBeInTheDocument();
    const call = api.get.mock.calls.find(([path]) => path === 'adminOverview.php')!;
    const since = (call[1] as { query: { since: string } }).query.since;
    expect(formatInZone(since, 'UTC+3')).toMatch(/ 00:00:00$/);
    expect(Date.now() - Date.parse(since)).toBeLessThan(24 * 3600 * 1000);
  });

  it("says 'Not yet' while no refresh has changed the rates", async () => {
    arrange({
      'adminOverview.php': { status: 'success', sales: { since: '2026-03-01T21:00:00.000Z', usd: 0, orders: 0 }, ratesUpdatedAt: null },
    });
    expect(await within(figure('Rates last updated')).findByText('Not yet')).toBeInTheDocument();
    expect(within(figure('Sales today')).getByText('$0.00')).toBeInTheDocument();
  });

  it('a figure that cannot be loaded says why instead of showing a zero', async () => {
    arrange({ 'transactions.php': new ApiRequestError('Database is busy.', 503, null) });
    expect(await within(figure('Pending orders')).findByRole('alert')).toHaveTextContent('Could not load this figure: Database is busy.');
    expect(within(figure('Pending orders')).queryByText('0')).not.toBeInTheDocument();
    // the other figures still show
    expect(await within(figure('Pending withdrawals')).findByText('2')).toBeInTheDocument();
  });

  it('reads Russian in Russian: figures with Russian separators, the orders counted in the right form', async () => {
    arrange({}, 'ru');
    expect(await screen.findByRole('heading', { name: 'Обзор', level: 1 })).toBeInTheDocument();
    expect(await within(figure('Покупатели')).findByText('1 204')).toBeInTheDocument();
    expect(await within(figure('Продажи за сегодня')).findByText('2 заказа одобрено с 00:00 (UTC+3)')).toBeInTheDocument();
    expect(within(figure('Продажи за всё время')).getByText('12 345,50 $')).toBeInTheDocument();
    expect(within(figure('Ожидающие заказы')).getByRole('link', { name: 'Проверить ожидающие заказы' })).toBeInTheDocument();
  });
});
