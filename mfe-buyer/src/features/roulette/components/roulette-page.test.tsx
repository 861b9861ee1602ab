import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithHost } from '../../../test/render';
import { RoulettePage } from './roulette-page';

const prizes = [
  { id: 1, name: '20% deposit', type: 'bonus_dep', amount: 20, chance: 60, image: '', odds: 40 },
  { id: 2, name: '30% deposit', type: 'bonus_dep', amount: 30, chance: 50, image: '', odds: 33.333333 },
  { id: 3, name: '40% deposit', type: 'bonus_dep', amount: 40, chance: 40, image: '', odds: 26.666667 },
];

function renderWith(answer: { spinsLeft: number; nextRank: string | null; winnings?: unknown[] }) {
  const { api } = fakeApi({ 'GET roulette.php': () => ({ status: 'success', prizes, winnings: [], ...answer }) });
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

  it("says 'Need rank: {next rank}' and disables Spin when the allowance is used up", async () => {
    renderWith({ spinsLeft: 0, nextRank: 'Gold' });
    expect(await screen.findByText('Need rank: Gold')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it("says 'No more spins available' at the top rank", async () => {
    renderWith({ spinsLeft: 0, nextRank: null });
    expect(await screen.findByText('No more spins available')).toBeInTheDocument();
  });

  it('publishes the odds and the empty winnings text', async () => {
    renderWith({ spinsLeft: 1, nextRank: 'Silver' });
    expect(await screen.findByText('Spin roulette for getting prize')).toBeInTheDocument();
    const odds = screen.getByRole('table');
    expect(odds).toHaveTextContent('20% deposit40%');
    expect(odds).toHaveTextContent('30% deposit33.33%');
  });
});
