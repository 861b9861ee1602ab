import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { currency, fakeApi, renderWithHost, setViewportWidth, settingsAnswer, userAnswer } from '../../../test/render';
import { BuyPage } from './buy-page';

function setup(user: Record<string, unknown> = {}) {
  const { api } = fakeApi({
    'GET settings.php': () => settingsAnswer,
    'GET users.php': () => userAnswer(user),
    'GET cryptos.php': () => ({ status: 'success', data: [currency('USDT', 'Tether', 10), currency('BTC', 'Bitcoin', 600000)] }),
    'GET mainCurrency.php': () => ({ status: 'success', data: [{ id: 1, value: 0.1 }] }),
  });
  return renderWithHost(<BuyPage />, { api, path: '/dashboard/buy-token' });
}

async function chooseTether() {
  await userEvent.click(await screen.findByRole('button', { name: /Tether/ }));
}

describe('Buy Token bounds (SPEC §3, §9: 40..100000 tokens before bonus)', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the minimum and maximum of the chosen currency', async () => {
    setup();
    await chooseTether();
    expect(screen.getByText('Minimum').nextSibling).toHaveTextContent('4 USDT (40 DEMO)');
    expect(screen.getByText('Maximum').nextSibling).toHaveTextContent('10,000 USDT (100,000 DEMO)');
  });

  it("enables 'Buy Now!' only between 40 and 100000 tokens before bonus", async () => {
    setup();
    await chooseTether();
    const input = screen.getByLabelText('Amount to pay in crypto');
    const buy = () => screen.getByRole('button', { name: 'Buy Now!' });

    await userEvent.clear(input);
    await userEvent.type(input, '3.9');
    expect(buy()).toBeDisabled();
    expect(screen.getByText('The least you can buy is 40 DEMO before bonus.')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, '4');
    expect(buy()).toBeEnabled();
    // 40 tokens + Bronze 5% bonus.
    expect(screen.getByTestId('by-you-pay')).toHaveTextContent('4 USDT');
    expect(screen.getByTestId('by-you-receive')).toHaveTextContent('42 DEMO');

    await userEvent.clear(input);
    await userEvent.type(input, '10000');
    expect(buy()).toBeEnabled();

    await userEvent.type(input, '.5');
    expect(buy()).toBeDisabled();

    await userEvent.clear(input);
    expect(buy()).toBeDisabled();
  });

  it('the swap keeps the same purchase and lets the buyer type tokens instead', async () => {
    setup();
    await chooseTether();
    await userEvent.click(screen.getByRole('button', { name: 'Swap to receive DEMO' }));
    const input = screen.getByLabelText('Amount to receive DEMO');
    // Choosing Tether suggested 4 USDT, the minimum purchase: 40 DEMO.
    expect(input).toHaveValue('40');
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    expect(screen.getByTestId('by-you-pay')).toHaveTextContent('10 USDT');
    expect(screen.getByTestId('by-you-receive')).toHaveTextContent('105 DEMO');
  });

  it('names the level a purchase really reaches, not merely the next one', async () => {
    setup();
    await chooseTether();
    const input = screen.getByLabelText('Amount to pay in crypto');
    await userEvent.clear(input);
    // 630 USDT = 6,300 DEMO (+5% bonus) from a balance of 0: past Diamond's 5,000, short of Legend.
    await userEvent.type(input, '630');
    expect(screen.getByText('This purchase takes you to Diamond once it is approved.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    expect(screen.getByText('This purchase takes you to Bronze once it is approved.')).toBeInTheDocument();
  });
});

describe('the bonus line tells the level share from the roulette prize share', () => {
  beforeEach(() => setViewportWidth(1280));

  it('without a prize: only the level share', async () => {
    setup();
    await chooseTether();
    const input = screen.getByLabelText('Amount to pay in crypto');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    const line = screen.getByTestId('by-bonus-line');
    expect(line).toHaveTextContent('100 DEMO + 5 DEMO bonus (5 %)');
    expect(screen.getByRole('list', { name: 'Bonus' })).toHaveTextContent('Bronze level: 5 % = 5 DEMO');
    expect(line).not.toHaveTextContent('Roulette prize');
  });

  it('with a 10% deposit prize: the level 5 % and the prize +10 % apart, adding up to the bonus', async () => {
    setup({ prizes: [{ name: '10% deposit', type: 'bonus_dep', image: '' }] });
    await chooseTether();
    const input = screen.getByLabelText('Amount to pay in crypto');
    await userEvent.clear(input);
    await userEvent.type(input, '10.01');
    // 100.1 DEMO: 5 % = 5.005, 10 % = 10.01, 15.015 in all.
    expect(screen.getByTestId('by-bonus-line')).toHaveTextContent('100.1 DEMO + 15.015 DEMO bonus (15 %)');
    const shares = screen.getByRole('list', { name: 'Bonus' });
    expect(shares).toHaveTextContent('Bronze level: 5 % = 5.005 DEMO');
    expect(shares).toHaveTextContent('Roulette prize: +10 % = 10.01 DEMO');
  });

  it('the level share follows the tokens bought, not the balance left after a withdrawal', async () => {
    // Bought 250 DEMO (Silver, 7 %), then took all of them out for delivery.
    setup({ purchased: 250, balance: 0 });
    await chooseTether();
    const input = screen.getByLabelText('Amount to pay in crypto');
    await userEvent.clear(input);
    await userEvent.type(input, '10');
    expect(screen.getByTestId('by-bonus-line')).toHaveTextContent('100 DEMO + 7 DEMO bonus (7 %)');
    expect(screen.getByRole('list', { name: 'Bonus' })).toHaveTextContent('Silver level: 7 % = 7 DEMO');
  });
});
