import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { loadLanguage, renderWithHost } from '../../../test/render-with-host';
import { UsersPage } from './users-page';

// the Russian catalogs are loaded once, as a page in Russian has them before it shows
beforeAll(() => loadLanguage('ru'));

/** The Users page with one registered buyer, in `locale`. */
function renderOneUser(locale: 'en' | 'ru' = 'en') {
  return renderWithHost(<UsersPage />, {
    path: '/admin/dashboard/users',
    locale,
    arrange: (api) =>
      answerGets(api.get, {
        'settings.php': settingsAnswer(),
        'users.php': {
          status: 'success',
          users: [
            {
              id: 4,
              name: 'Grace Buyer',
              email: 'grace@example.com',
              phone_number: null,
              payout_address: null,
              balance: 12.5,
              bonusTokens: 0,
              deposit: 0,
              created_at: '2026-03-01T08:00:00.000Z',
              prizes: [],
              level: 'Bronze',
              email_verified: true,
            },
          ],
          total: 1,
          withPrizes: 0,
        },
      }),
  });
}

describe('UsersPage', () => {
  it("links each user's name to their detail page", async () => {
    renderOneUser();
    const region = await screen.findByRole('region', { name: 'Users' });
    expect(await within(region).findByRole('link', { name: 'Grace Buyer' })).toHaveAttribute('href', '/admin/dashboard/users/4');
    // the registration time is in the administrator's zone (UTC+3 here), written the English way
    expect(within(region).getByRole('cell', { name: '2026-03-01 11:00:00' })).toBeInTheDocument();
  });

  it("writes the registration time the Russian way, still in the administrator's zone", async () => {
    renderOneUser('ru');
    expect(await screen.findByRole('link', { name: 'Grace Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '01.03.2026, 11:00:00' })).toBeInTheDocument();
    expect(screen.queryByText('2026-03-01 11:00:00')).not.toBeInTheDocument();
  });

  it('reads Russian in Russian, with Russian number separators and antd in Russian', async () => {
    renderWithHost(<UsersPage />, {
      path: '/admin/dashboard/users',
      locale: 'ru',
      arrange: (api) =>
        answerGets(api.get, {
          'settings.php': settingsAnswer(),
          'users.php': { status: 'success', users: [], total: 1204, withPrizes: 3 },
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Все пользователи', level: 1 })).toBeInTheDocument();
    // the page's text is matched with its spaces normalised: the no-break space reads as a space
    expect(await screen.findByText('1 204')).toBeInTheDocument();
    expect(screen.getByText('Всего пользователей')).toBeInTheDocument();
    expect(screen.getByText('Пользователи не найдены.')).toBeInTheDocument();
    expect(screen.getByText('Страница 1 из 121')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Регистрация (UTC+3)' })).toBeInTheDocument();
  });
});
