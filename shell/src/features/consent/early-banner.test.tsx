import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, waitFor } from '@testing-library/react';
import { LOCALES, type Locale } from '@openpresale/shared';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inLocale } from '../../test/render-with-host';
import { ConsentBanner } from './consent-banner';
import { localizeEarlyBanner } from '@openpresale/shared/consent/early-banner';

// index.html carries a copy of the banner for pages the server rendered, shown with their first
// paint (in the visitor's language: the server fills it with localizeEarlyBanner); when the app
// takes over, this component's banner replaces it in the same place. The two must stay the same
// markup in every language, or the banner would change under the visitor's eyes.
describe('the early consent banner of index.html', () => {
  it.each(LOCALES)('is the markup ConsentBanner renders before the visitor has chosen, in %s', async (locale: Locale) => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    let container!: HTMLElement;
    await act(async () => {
      container = render(<MemoryRouter>{inLocale(<ConsentBanner />, locale)}</MemoryRouter>).container;
    });
    await waitFor(() => expect(container.innerHTML).not.toBe(''));
    const html = localizeEarlyBanner(readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8'), locale);
    const early = html.match(/<template id="op-consent-early">([\s\S]*?)<\/template>/)?.[1];
    // react-router marks its links for route discovery; the copy is a plain link.
    expect(container.innerHTML.replace(/ data-discover="true"/g, '')).toBe(early);
    if (locale === 'ru') expect(early).toContain('Пиксели отслеживания');
  });
});
