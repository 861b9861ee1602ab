import { ApiRequestError, createTranslator } from '@openpresale/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { cryptoEn } from '../i18n/en';
import { RatesCard, ratesFailureText } from './rates-card';

function arrange(ratesUpdatedAt: string | null) {
  return renderWithHost(<RatesCard />, {
    arrange: (api) => {
      answerGets(api.get, {
        'settings.php': settingsAnswer({ adminTimeZone: 'UTC+3' }),
        'adminOverview.php': { status: 'success', sales: { since: '2026-03-01T21:00:00.000Z', usd: 0, orders: 0 }, ratesUpdatedAt },
        'cryptos.php': { status: 'success', data: [] },
      });
      api.post.mockRejectedValue(new ApiRequestError('Failed to fetch crypto rates: Price service unreachable: timed out', 502, null));
    },
  });
}

describe("RatesCard ('Update Crypto Rates')", () => {
  it('shows when the rates were last updated from the price service', async () => {
    arrange('2026-03-01T12:00:00.000Z');
    expect(await screen.findByText('Rates last updated: 2026-03-01 15:00:00 (UTC+3)')).toBeInTheDocument();
  });

  it('a failure says once, in plain words, that the old rates were kept and when they were last updated', async () => {
    const user = userEvent.setup({ delay: null });
    const { host, api } = arrange('2026-03-01T12:00:00.000Z');
    await screen.findByText('Rates last updated: 2026-03-01 15:00:00 (UTC+3)');
    await user.click(screen.getByRole('button', { name: /Update Crypto Rates/ }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledTimes(1));
    expect(api.post).toHaveBeenCalledWith('rates.php', { auth: 'admin' });
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Failed to fetch crypto rates',
      description:
        'The price service did not answer with prices, so the old rates were kept. They were last updated on 2026-03-01 15:00:00 (UTC+3).',
    });
  });

  it('a failure before any refresh says the rates are the ones set by hand or at setup', async () => {
    const user = userEvent.setup({ delay: null });
    const { host } = arrange(null);
    await screen.findByText(/^Rates last updated: never/);
    await user.click(screen.getByRole('button', { name: /Update Crypto Rates/ }));
    await waitFor(() =>
      expect(host.notify).toHaveBeenCalledWith({
        kind: 'error',
        title: 'Failed to fetch crypto rates',
        description:
          'The price service did not answer with prices, so the old rates were kept. They have never been updated from the price service: they are the rates set by hand or at setup.',
      }),
    );
  });

  it('names an unreachable server as the cause when the request never arrived', () => {
    const t = createTranslator('en', cryptoEn, cryptoEn);
    expect(ratesFailureText(t, new ApiRequestError('Network error', 0, null), null, undefined)).toBe(
      'The server could not be reached, so the old rates were kept.',
    );
  });
});
