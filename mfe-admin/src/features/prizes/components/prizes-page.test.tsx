import { ApiRequestError } from '@openpresale/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerGets, settingsAnswer } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { PrizesPage } from './prizes-page';

const prizes = [
  { id: 1, name: '20% deposit', nameI18n: { ru: '20% к депозиту' }, type: 'bonus_dep', amount: 20, chance: 60, image: '' },
  { id: 2, name: 'Welcome tokens', nameI18n: {}, type: 'add_to_balance', amount: 50, chance: 40, image: '' },
  { id: 3, name: 'Team T-shirt', nameI18n: { ru: 'Футболка команды' }, type: 'material', amount: 0, chance: 0, image: '/shirt.png' },
];

function setup() {
  return renderWithHost(<PrizesPage />, {
    path: '/admin/dashboard/prizes',
    arrange: (api) => answerGets(api.get, { 'prizes.php': { status: 'success', prizes }, 'settings.php': settingsAnswer() }),
  });
}

describe('PrizesPage (SPEC §9 roulette prizes, managed by the owner)', () => {
  it('lists every prize with its translation, type, what it gives, chance and published odds; a chance of 0 is hidden', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('20% deposit')).toBeInTheDocument();
    expect(within(table).getByText('20% к депозиту')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Name · Русский' })).toBeInTheDocument();
    expect(within(table).getByText('not translated')).toBeInTheDocument();

    expect(within(table).getByText('Bonus on purchases')).toBeInTheDocument();
    expect(within(table).getByText('+20 % on purchases')).toBeInTheDocument();
    expect(within(table).getByText('Tokens to the balance')).toBeInTheDocument();
    expect(within(table).getByText('50 DEMO to the balance')).toBeInTheDocument();
    expect(within(table).getByText('A physical prize, not tokens')).toBeInTheDocument();

    // odds among the winnable prizes only: 60 / 100 and 40 / 100; the T-shirt has none
    expect(within(table).getByText('60 %')).toBeInTheDocument();
    expect(within(table).getByText('40 %')).toBeInTheDocument();
    expect(within(table).getByText('none (chance 0)')).toBeInTheDocument();
    expect(within(table).getByText('hidden from buyers')).toBeInTheDocument();
    expect(screen.getByText('3 prizes, 2 can be won')).toBeInTheDocument();
  });

  it('creates a prize with its Russian name, checked by the API schema first', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    await screen.findByText('20% deposit');
    await user.click(screen.getByText('Add prize'));
    const dialog = await screen.findByRole('dialog');

    // an empty name never leaves the page: the schema's message sits at the field
    await user.click(within(dialog).getByText('Save prize'));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Name'), 'Welcome bonus');
    await user.type(within(dialog).getByLabelText('Name · Русский'), 'Приветственный бонус');
    await user.type(within(dialog).getByLabelText('Amount'), '15');
    await user.type(within(dialog).getByLabelText('Chance (weight)'), '25');
    await user.click(within(dialog).getByText('Save prize'));

    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Prize saved' }));
    expect(api.post).toHaveBeenCalledWith('prizes.php', {
      auth: 'admin',
      body: { name: 'Welcome bonus', nameI18n: { ru: 'Приветственный бонус' }, type: 'bonus_dep', amount: 15, chance: 25, image: '' },
    });
  });

  it('pre-fills the form when editing and sends the change to the prize it is about', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await user.click(await screen.findByLabelText('Edit the prize Team T-shirt'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit prize')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Team T-shirt');
    expect(within(dialog).getByLabelText('Name · Русский')).toHaveValue('Футболка команды');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Chance (weight)')).toHaveValue('0');
    expect(within(dialog).getByLabelText('Image link (optional)')).toHaveValue('/shirt.png');
    expect(within(dialog).getByText('Physical prize')).toBeInTheDocument();

    const chance = within(dialog).getByLabelText('Chance (weight)');
    await user.clear(chance);
    await user.type(chance, '5');
    await user.click(within(dialog).getByText('Save prize'));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('prizes.php', {
        auth: 'admin',
        query: { id: 3 },
        body: { name: 'Team T-shirt', nameI18n: { ru: 'Футболка команды' }, type: 'material', amount: 0, chance: 5, image: '/shirt.png' },
      }),
    );
  });

  it("shows the server's message when it refuses the prize (400)", async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    api.post.mockRejectedValue(
      new ApiRequestError('Prize images must be on this site.', 400, { status: 'error', message: 'Prize images must be on this site.' }),
    );
    await screen.findByText('20% deposit');
    await user.click(screen.getByText('Add prize'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'Sticker pack');
    await user.type(within(dialog).getByLabelText('Amount'), '0');
    await user.type(within(dialog).getByLabelText('Chance (weight)'), '1');
    await user.click(within(dialog).getByText('Save prize'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Prize images must be on this site.');
    expect(host.notify).toHaveBeenCalledWith({
      kind: 'error',
      title: 'Failed to save the prize',
      description: 'Prize images must be on this site.',
    });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes a prize only after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, host } = setup();
    await user.click(await screen.findByLabelText('Delete the prize Welcome tokens'));
    expect((await screen.findAllByText('Delete the prize Welcome tokens?')).length).toBeGreaterThan(0);
    expect(api.delete).not.toHaveBeenCalled();
    await user.click(screen.getByText('Delete', { selector: '.ant-modal-confirm button span' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('prizes.php', { auth: 'admin', query: { id: 2 } }));
    await waitFor(() => expect(host.notify).toHaveBeenCalledWith({ kind: 'success', title: 'Prize deleted' }));
  });
});
