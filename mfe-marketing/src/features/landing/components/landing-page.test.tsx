import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
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
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

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

  it('reads Russian, with Russian figures and plurals, for a visitor who chose Russian', async () => {
    localStorage.setItem('locale', 'ru');
    stubFetch({
      'GET /api/controllers/settings.php': { status: 200, body: settingsAnswer({}, { raised: 1_399_000, sold: 10, progress: 6.995 }) },
      'GET /api/controllers/mainCurrency.php': price,
      'GET /api/controllers/cryptos.php': {
        status: 200,
        body: {
          status: 'success',
          data: [
            { id: 1, currency: 'BTC', fullName: 'Bitcoin', rate: 1, address: 'a', priceId: 'bitcoin' },
            { id: 2, currency: 'USDT', fullName: 'Tether', rate: 1, address: 'b', priceId: 'tether' },
          ],
        },
      },
    });
    // The Russian catalog loads lazily, as in the browser: the render is awaited until it has.
    await act(async () => {
      renderPage(
        '/',
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Будущее цифровых денег!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('token-price')).toHaveTextContent('1,00 DEMO = 4,50 $'));
    expect(await screen.findByText('Собрано: 6 %')).toBeInTheDocument();
    // toHaveTextContent reads the no-break spaces of Russian numbers as spaces
    expect(screen.getByText(/из 20/)).toHaveTextContent('1 399 000 $ из 20 000 000 $');
    expect(await screen.findByText('Принимаются 2 криптовалюты:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'RU' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Криптоактивы');
    expect(screen.queryByText('The future of digital currency!')).toBeNull();
  });
  it("shows the issuer's texts in Russian where the issuer translated them, and as written where not", async () => {
    localStorage.setItem('locale', 'ru');
    const answer = settingsAnswer({
      stageName: 'Round A',
      stageNameI18n: { ru: 'Раунд А' },
      promotion: {
        title: 'Spring bonus week',
        text: 'Extra tokens this week.',
        rulesLink: '',
        titleI18n: { ru: 'Неделя весенних бонусов' },
      },
      tokenomics: [
        { label: 'Team', percent: 60, labelI18n: { ru: 'Команда' } },
        { label: 'Liquidity', percent: 40 },
      ],
    });
    answer.levels[1] = { ...answer.levels[1]!, lvlI18n: { ru: 'Серебро' }, descrI18n: { ru: 'Закрытый чат; Новости из-за кулис' } };
    stubFetch({
      'GET /api/controllers/settings.php': { status: 200, body: answer },
      'GET /api/controllers/mainCurrency.php': price,
      'GET /api/controllers/cryptos.php': cryptos,
    });
    await act(async () => {
      renderPage(
        '/',
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Неделя весенних бонусов' })).toBeInTheDocument();
    expect(screen.getByText('Extra tokens this week.')).toBeInTheDocument();
    expect(screen.getAllByText(/Раунд А/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Round A/)).toBeNull();
    expect(screen.getByText('Команда')).toBeInTheDocument();
    expect(screen.getByText('Liquidity')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Серебро' })).toBeInTheDocument();
    expect(screen.getByText('Закрытый чат')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bronze' })).toBeInTheDocument();
  });
});
