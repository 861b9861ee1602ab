import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@openpresale/shared/testing';
import { renderPage, settingsAnswer } from '../../../test/render';
import { LandingPage } from './landing-page';

const price = { status: 200, body: { status: 'success', data: [{ id: 1, value: 4.5 }] } };
const cryptos = {
  status: 200,
  body: { status: 'success', data: [{ id: 1, currency: 'BTC', fullName: 'Bitcoin', rate: 1, address: 'a', priceId: 'bitcoin' }] },
};

describe('Landing page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Load..' until the price arrives, then '1.00 {TOKEN} = ${price}'", async () => {
    let answerPrice!: (value: typeof price) => void;
    stubFetch({
      'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer() },
      'GET /api/controllers/mainCurrency.php': new Promise((resolve) => (answerPrice = resolve)),
      'GET /api/controllers/cryptos.php': cryptos,
    });
    renderPage('/', <LandingPage />);
    expect(screen.getByText('Load..')).toBeInTheDocument();
    answerPrice(price);
    expect(await screen.findByText('1.00 DEMO = $4.50')).toBeInTheDocument();
  });

  it("shows the API's progress rounded down, and no countdown or promotion when none is configured", async () => {
    stubFetch({
      'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer({}, { raised: 1_399_000, sold: 10, progress: 6.995 }) },
      'GET /api/controllers/mainCurrency.php': price,
      'GET /api/controllers/cryptos.php': cryptos,
    });
    renderPage('/', <LandingPage />);
    expect(await screen.findByText('Progress: 6%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '6');
    expect(screen.queryByText('Until presale ends')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Promotion' })).toBeNull();
    expect(document.getElementById('promotion')).toBeNull();
  });

  it('shows the promotion section and its menu link only when configured', async () => {
    stubFetch({
      'GET /api/controllers/settings.php': {
        status: 200,
        body: settingsAnswer({
          promotion: { title: 'Spring bonus week', text: 'Extra tokens this week.', rulesLink: '/rules' },
          stageEnd: '2099-01-01T00:00:00.000Z',
        }),
      },
      'GET /api/controllers/mainCurrency.php': price,
      'GET /api/controllers/cryptos.php': cryptos,
    });
    renderPage('/', <LandingPage />);
    expect(await screen.findByRole('heading', { name: 'Spring bonus week' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/#promotion');
    expect(screen.getByText('Until presale ends')).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Demo Token`)).toBeInTheDocument();
  });
});
