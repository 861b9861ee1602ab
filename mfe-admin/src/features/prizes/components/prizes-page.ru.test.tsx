import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { loadRussian, renderInRussian } from '../../../test/render-in-russian';
import { PrizesPage } from './prizes-page';

const prizes = [
  { id: 1, name: 'Big bonus', nameI18n: { ru: 'Большой бонус' }, type: 'bonus_dep', amount: 12.5, chance: 1000, image: '' },
  { id: 2, name: 'Tokens', nameI18n: {}, type: 'add_to_balance', amount: 1234.5, chance: 500, image: '' },
];

describe('the Prizes page in Russian', () => {
  beforeAll(loadRussian);

  it('names its columns, types and amounts in Russian, with numbers written the Russian way', async () => {
    const user = userEvent.setup({ delay: null });
    renderInRussian(<PrizesPage />, {
      arrange: (api) => answerGets(api.get, { 'prizes.php': { status: 'success', prizes }, 'settings.php': settingsAnswer() }),
    });
    expect(await screen.findByRole('heading', { name: 'Призы' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Большой бонус')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Название · Русский' })).toBeInTheDocument();
    expect(within(table).getByText('Бонус к покупкам')).toBeInTheDocument();
    expect(within(table).getByText(/^\+12,5 % к покупкам$/)).toBeInTheDocument();
    expect(within(table).getByText(/^1\s234,5 DEMO на баланс$/)).toBeInTheDocument();
    expect(within(table).getByText(/^1\s000$/)).toBeInTheDocument();
    expect(within(table).getByText(/^66,67 %$/)).toBeInTheDocument();
    expect(screen.getByText('2 приза, можно выиграть: 2')).toBeInTheDocument();

    await user.click(screen.getByText('Добавить приз'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Название')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Название · Русский')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Шанс (вес)')).toBeInTheDocument();
  });
});
