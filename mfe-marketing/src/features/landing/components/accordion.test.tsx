import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { inHost, settingsAnswer } from '../../../test/render';
import { FaqSection } from './faq-section';

// currencies approved by hand, as the seed's are
const manual = {
  network: 'manual',
  decimals: 6,
  tokenContract: null,
  confirmations: 1,
  explorerTxUrl: '',
  receiveMode: 'fixed' as const,
  hasXpub: false,
};
const currencies = [
  { id: 1, currency: 'BTC', fullName: 'Bitcoin', rate: 1, address: 'addr1', priceId: 'bitcoin', ...manual },
  { id: 2, currency: 'USDT', fullName: 'Tether', rate: 1, address: 'addr2', priceId: 'tether', ...manual },
];

function renderFaq(overrides = {}) {
  return render(<MemoryRouter>{inHost(<FaqSection data={settingsAnswer(overrides)} currencies={currencies} />)}</MemoryRouter>);
}

const question = (name: RegExp | string) => screen.getByRole('button', { name });

describe('FAQ accordion', () => {
  it('opens the listing question by default and keeps the others closed', () => {
    renderFaq();
    expect(question('When will Demo Token be listed?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The listing date has not been announced yet.')).toBeVisible();
    expect(question('What is Demo Token for?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/You can pay in any of these/)).not.toBeVisible();
  });

  it('keeps a single item open: opening another closes the listing item', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('Which payment methods are accepted?'));
    expect(question('Which payment methods are accepted?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bitcoin (BTC)')).toBeVisible();
    expect(screen.getByText('Tether (USDT)')).toBeVisible();
    expect(question('When will Demo Token be listed?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The listing date has not been announced yet.')).not.toBeVisible();
  });

  it('closes an open item when it is clicked again', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(question('When will Demo Token be listed?'));
    expect(screen.getByText('The listing date has not been announced yet.')).not.toBeVisible();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderFaq();
    question('Who can take part?').focus();
    await user.keyboard('{Enter}');
    expect(question('Who can take part?')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question('Who can take part?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers with the configured listing date in long US form and the configured price', () => {
    renderFaq({ listingDate: '2026-11-24T00:00:00.000Z', listingPrice: 0.25 });
    expect(screen.getByText(/November 24, 2026/)).toBeVisible();
    expect(screen.getByText(/\$0\.25/)).toBeVisible();
    expect(screen.queryByText('The listing date has not been announced yet.')).toBeNull();
  });
});
