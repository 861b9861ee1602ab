import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeApi, loadCatalogs, renderWithHost, settingsAnswer, userAnswer } from '../../../test/render';
import { RoulettePage } from './roulette-page';

const prizes = [
  { id: 1, name: '20% deposit', nameI18n: { ru: '20% к депозиту' }, type: 'bonus_dep', amount: 20.5, chance: 60, image: '', odds: 40 },
  { id: 2, name: 'Team T-shirt', type: 'material', amount: 0, chance: 1, image: '', odds: 60 },
];

function renderInRussian(spinsLeft: number) {
  const { api } = fakeApi({
    'GET roulette.php': () => ({ status: 'success', prizes, winnings: [], spinsLeft, nextRank: 'Silver' }),
    'GET users.php': () => userAnswer({ purchased: 250 }),
    'GET settings.php': () => settingsAnswer,
  });
  return renderWithHost(<RoulettePage />, { api, path: '/dashboard/roulette', locale: 'ru' });
}

describe('the roulette in Russian', () => {
  beforeAll(() => loadCatalogs('ru'));

  it.each([
    [1, 'У вас 1 вращение'],
    [2, 'У вас 2 вращения'],
    [5, 'У вас 5 вращений'],
    [21, 'У вас 21 вращение'],
  ])('%i spins: %s', async (spinsLeft, caption) => {
    renderInRussian(spinsLeft);
    expect(await screen.findByText(caption)).toBeInTheDocument();
  });

  it("names the issuer's levels and prizes in Russian where translated, and as written where not", async () => {
    renderInRussian(0);
    expect(await screen.findByText('Нужен уровень: Серебро')).toBeInTheDocument();
    const odds = await screen.findByRole('table');
    expect(within(odds).getByText('20% к депозиту')).toBeInTheDocument();
    expect(within(odds).getByText('Team T-shirt')).toBeInTheDocument();
  });

  it('speaks Russian around the strip: title, button, explanation, odds and prize effect with a decimal comma', async () => {
    renderInRussian(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Рулетка' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Вращать' })).toBeInTheDocument();
    expect(
      await screen.findByText('Первое вращение бесплатное. После него ваш уровень Серебро даёт всего 3 вращения, включая бесплатное.'),
    ).toBeInTheDocument();
    const odds = screen.getByRole('table');
    expect(within(odds).getByRole('columnheader', { name: 'Шанс' })).toBeInTheDocument();
    expect(within(odds).getByText('+20,5 % бонуса к вашим покупкам')).toBeInTheDocument();
    expect(within(odds).getByText('40 %')).toBeInTheDocument();
    expect(within(odds).getByText('20% к депозиту')).toBeInTheDocument();
    expect(screen.queryByText(/spin/i)).toBeNull();
  });
});
