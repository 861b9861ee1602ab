import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostProvider } from '../host/host-provider';
import { LanguageSwitch } from './language-switch';
import { commonTranslations } from './common';
import { defineTranslations } from './translate';

const english = { spins: '{count, plural, one {# spin} other {# spins}} left' } as const;
const translations = defineTranslations(english, {
  ru: async () => ({
    default: { spins: 'Осталось {count, plural, one {# вращение} few {# вращения} many {# вращений} other {# вращения}}' },
  }),
});

function Spins() {
  const t = translations.useT();
  return <p>{t('spins', { count: 5 })}</p>;
}

describe('switching the language', () => {
  beforeEach(async () => {
    localStorage.clear();
    document.cookie = 'locale=; Max-Age=0; Path=/';
    // The switch is a transition that waits for the Russian catalogs; under the test's act() the
    // wait would not resume by itself, so they are loaded first, as a second switch would find them.
    await Promise.all([translations.load('ru'), commonTranslations.load('ru')]);
  });

  it('re-renders the page in the chosen language and remembers it', async () => {
    render(
      <HostProvider tokenName="TKN">
        <LanguageSwitch />
        <Suspense fallback={<p>…</p>}>
          <Spins />
        </Suspense>
      </HostProvider>,
    );
    expect((await screen.findByText('5 spins left')).tagName).toBe('P');
    await userEvent.click(screen.getByRole('button', { name: 'RU' }));
    expect((await screen.findByText('Осталось 5 вращений')).tagName).toBe('P');
    expect(screen.getByRole('button', { name: 'RU' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'EN' }).getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('locale')).toBe('ru');
    expect(document.cookie).toContain('locale=ru');
    expect(document.documentElement.lang).toBe('ru');
  });
});
