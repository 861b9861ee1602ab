import { DEFAULT_SETTINGS } from '@openpresale/shared/schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerGets } from '../../../test/answers';
import { renderWithHost } from '../../../test/render-with-host';
import { PresalePage } from './presale-page';

// The issuer's texts and their translations on the Presale screen: what is stored shows under
// each text, and what the administrator types is what the server is sent.

function arrange(settings: Partial<typeof DEFAULT_SETTINGS> = {}) {
  return renderWithHost(<PresalePage />, {
    arrange: (api) => {
      answerGets(api.get, {
        'settings.php': {
          status: 'success',
          settings: {
            ...DEFAULT_SETTINGS,
            documents: [{ title: 'Whitepaper', link: 'https://example.com/wp.pdf', titleI18n: {} }],
            tokenomics: [{ label: 'Team', percent: 100, labelI18n: { ru: 'Команда' } }],
            ...settings,
          },
          levels: [],
          presale: { raised: 0, sold: 0, progress: 0 },
        },
      });
    },
  });
}

/** Sets a field as one input event: the whole form re-renders per event, and this screen is large. */
function fill(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('Presale: the issuer texts in every language', () => {
  it('shows the stored translations under their texts and sends what the administrator types', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = arrange();
    const stage = await screen.findByLabelText('Current stage name · Русский');
    expect(stage).toHaveValue('Этап 1');
    expect(screen.getByLabelText('Tokenomics row 1 label · Русский')).toHaveValue('Команда');

    fill(stage, 'Первый раунд');
    fill(screen.getByLabelText('Document 1 title · Русский'), 'Белая книга');
    fill(screen.getByLabelText('Tokenomics row 1 label · Русский'), '');
    fill(screen.getByLabelText('Title · Русский'), 'Весенний бонус');
    fill(screen.getByLabelText('Title'), 'Spring bonus');
    // (queries by label: computing every role's name on this large form is slow in jsdom)
    await user.click(screen.getByText('Save settings'));

    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(1));
    const [path, { body }] = api.put.mock.calls[0]!;
    expect(path).toBe('settings.php');
    expect(body).toMatchObject({
      contentLocale: 'en',
      stageName: 'Stage 1',
      stageNameI18n: { ru: 'Первый раунд' },
      promotion: { title: 'Spring bonus', titleI18n: { ru: 'Весенний бонус' } },
      documents: [{ title: 'Whitepaper', titleI18n: { ru: 'Белая книга' } }],
      // emptied: sent empty, so the server keeps no translation and the label shows as written
      tokenomics: [{ label: 'Team', labelI18n: { ru: '' } }],
    });
  });

  it('texts written in Russian get English translation fields instead', async () => {
    const user = userEvent.setup({ delay: null });
    arrange({ contentLocale: 'ru', stageName: 'Этап 1', stageNameI18n: { en: 'Stage 1' } });
    expect(await screen.findByLabelText('Current stage name · English')).toHaveValue('Stage 1');
    expect(screen.queryByLabelText('Current stage name · Русский')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Language of your texts'));
    // antd draws its own list next to the accessible one; the drawn item is the one that selects
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="English"]')).not.toBeNull());
    await user.click(document.querySelector<HTMLElement>('.ant-select-item-option[title="English"]')!);
    expect(await screen.findByLabelText('Current stage name · Русский')).toBeInTheDocument();
    expect(screen.queryByLabelText('Current stage name · English')).not.toBeInTheDocument();
  });
});
