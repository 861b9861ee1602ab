import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { UsersPage } from './users-page';

describe('UsersPage', () => {
  it("links each user's name to their detail page", async () => {
    renderWithHost(<UsersPage />, {
      path: '/admin/dashboard/users',
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
    const region = await screen.findByRole('region', { name: 'Users' });
    expect(await within(region).findByRole('link', { name: 'Grace Buyer' })).toHaveAttribute('href', '/admin/dashboard/users/4');
  });
});
