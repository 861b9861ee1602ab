import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithHost, settingsAnswer } from '../../../test/render';
import { DocsPage } from './docs-page';

function settingsWith(documents: { title: string; link: string }[]) {
  return { ...settingsAnswer, settings: { ...settingsAnswer.settings, documents } };
}

describe('Documents page', () => {
  it('shows the published documents only, no empty placeholder cards', async () => {
    const { api } = fakeApi({
      'GET settings.php': () => settingsWith([{ title: 'Whitepaper', link: 'https://example.com/whitepaper.pdf' }]),
    });
    renderWithHost(<DocsPage />, { api });
    expect(await screen.findByRole('link', { name: /Whitepaper/ })).toHaveAttribute('href', 'https://example.com/whitepaper.pdf');
    expect(screen.queryByText('Not published yet')).toBeNull();
    expect(screen.queryByText(/Document \d/)).toBeNull();
  });

  it('says plainly when nothing is published', async () => {
    const { api } = fakeApi({ 'GET settings.php': () => settingsWith([]) });
    renderWithHost(<DocsPage />, { api });
    expect(await screen.findByText('No documents published yet')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
