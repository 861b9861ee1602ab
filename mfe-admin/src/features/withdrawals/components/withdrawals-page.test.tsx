import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { WithdrawalsPage } from './withdrawals-page';

describe('WithdrawalsPage', () => {
  it("lists only the status in the address (the Overview's 'Process withdrawals' link) and links the user", async () => {
    const { api } = renderWithHost(<WithdrawalsPage />, {
      path: '/admin/dashboard/withdrawals?status=requested',
      arrange: (a) =>
        answerGets(a.get, {
          'settings.php': settingsAnswer(),
          'withdrawals.php': {
            status: 'success',
            total: 1,
            withdrawals: [
              {
                id: 3,
                user_id: 9,
                email: 'lin@example.com',
                amount: 25,
                address: '0xLinPayout000000000000000000000000000009',
                status: 'requested',
                tx_hash: null,
                created_at: '2026-03-01T08:00:00.000Z',
                updated_at: '2026-03-01T08:00:00.000Z',
              },
            ],
          },
        }),
    });
    expect(await screen.findByRole('link', { name: 'lin@example.com' })).toHaveAttribute('href', '/admin/dashboard/users/9');
    expect(api.get).toHaveBeenCalledWith(
      'withdrawals.php',
      expect.objectContaining({ query: { page: 1, pageSize: 10, status: 'requested' } }),
    );
    expect(document.querySelector('.ad-status-filter')).toHaveTextContent('Requested');
  });
});
