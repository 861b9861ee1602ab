import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from './consent-banner';

// index.html carries a copy of the banner for pages the server rendered, shown with their first
// paint; when the app takes over, this component's banner replaces it in the same place. The two
// must stay the same markup, or the banner would change under the visitor's eyes.
describe('the early consent banner of index.html', () => {
  it('is the markup ConsentBanner renders before the visitor has chosen', () => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    const { container } = render(
      <MemoryRouter>
        <ConsentBanner />
      </MemoryRouter>,
    );
    const html = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');
    const early = html.match(/<template id="op-consent-early">([\s\S]*?)<\/template>/)?.[1];
    // react-router marks its links for route discovery; the copy is a plain link.
    expect(container.innerHTML.replace(/ data-discover="true"/g, '')).toBe(early);
  });
});
