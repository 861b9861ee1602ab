import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithHost, settingsAnswer, userAnswer } from '../../../test/render';
import { RoulettePage } from './roulette-page';

const prizes = [
  { id: 1, name: '20% deposit', type: 'bonus_dep', amount: 20, chance: 60, image: '', odds: 40 },
  { id: 2, name: '30% deposit', type: 'bonus_dep', amount: 30, chance: 50, image: '', odds: 33.333333 },
  { id: 3, name: '40% deposit', type: 'bonus_dep', amount: 40, chance: 40, image: '', odds: 26.666667 },
];

function renderWith(answer: { spinsLeft: number; nextRank: string | null; winnings?: unknown[] }, purchased = 0) {
  const { api } = fakeApi({
    'GET roulette.php': () => ({ status: 'success', prizes, winnings: [], ...answer }),
    'GET users.php': () => userAnswer({ purchased }),
    'GET settings.php': () => settingsAnswer,
  });
  return renderWithHost(<RoulettePage />, { api, path: '/dashboard/roulette' });
}

describe('roulette spins caption (SPEC §3)', () => {
  it("says 'Loading...' until the allowance is known, then 'You have 2 spins' with Spin enabled", async () => {
    renderWith({ spinsLeft: 2, nextRank: 'Silver' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(await screen.findByText('You have 2 spins')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it("says 'You have 1 spin', singular", async () => {
    renderWith({ spinsLeft: 1, nextRank: 'Silver' });
    expect(await screen.findByText('You have 1 spin')).toBeInTheDocument();
  });

  it("says 'Need rank: {next rank}' and disables Spin when the allowance is used up", async () => {
    renderWith({ spinsLeft: 0, nextRank: 'Gold' });
    expect(await screen.findByText('Need rank: Gold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it("says 'No more spins available' at the top rank", async () => {
    renderWith({ spinsLeft: 0, nextRank: null });
    expect(await screen.findByText('No more spins available')).toBeInTheDocument();
  });

  it('publishes the odds, what each prize gives, and the empty winnings text', async () => {
    renderWith({ spinsLeft: 1, nextRank: 'Silver' });
    expect(await screen.findByText('Spin roulette for getting prize')).toBeInTheDocument();
    const odds = screen.getByRole('table');
    expect(odds).toHaveTextContent('20% deposit+20 % bonus on your purchases40%');
    expect(odds).toHaveTextContent('30% deposit+30 % bonus on your purchases33.33%');
    expect(screen.getByRole('region', { name: 'Odds table' })).toHaveAttribute('tabindex', '0');
  });
});

describe('the allowance never grows after a spin without saying why', () => {
  it("a Silver buyer's free first spin: the page says beforehand that the rank's spins follow, and after the spin why 2 are left", async () => {
    const winning = { id: 9, name: '30% deposit', type: 'bonus_dep', amount: 30, image: '', created_at: '2026-11-20T10:00:00.000Z' };
    let state: { spinsLeft: number; winnings: unknown[] } = { spinsLeft: 1, winnings: [] };
    const { api } = fakeApi({
      'GET roulette.php': () => ({ status: 'success', prizes, nextRank: 'Gold', ...state }),
      'POST roulette.php': () => {
        state = { spinsLeft: 2, winnings: [winning] };
        return { status: 'success', prize: prizes[1], strip: Array.from({ length: 30 }, () => prizes[1]), spinsLeft: 2 };
      },
      // The rank follows the tokens bought, not what is left of them after withdrawals.
      'GET users.php': () => userAnswer({ purchased: 250, balance: 0 }),
      'GET settings.php': () => settingsAnswer,
    });
    renderWithHost(<RoulettePage />, { api, path: '/dashboard/roulette' });
    expect(await screen.findByText('You have 1 spin')).toBeInTheDocument();
    expect(await screen.findByTestId('by-spins-why')).toHaveTextContent(
      'Your first spin is free. After it, your Silver rank gives 3 spins in all, the free one included.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    const won = await screen.findByText(/^You won:/, {}, { timeout: 6000 });
    expect(won).toHaveTextContent('You won: 30% deposit — +30 % bonus on your purchases');
    expect(await screen.findByText('You have 2 spins')).toBeInTheDocument();
    expect(screen.getByTestId('by-spins-why')).toHaveTextContent('Your Silver rank gives 3 spins in all; you have used 1.');
    const winnings = screen.getByRole('heading', { name: 'Winnings' }).closest('section')!;
    expect(within(winnings).getByText('+30 % bonus on your purchases')).toBeInTheDocument();
  }, 10_000);
});
