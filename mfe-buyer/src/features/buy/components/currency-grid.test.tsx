import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { currency, setViewportWidth, hostWrapper } from '../../../test/render';
import { CurrencyGrid } from './currency-grid';

const list = Array.from({ length: 14 }, (_, i) => currency(`C${String(i + 1).padStart(2, '0')}`, `Coin number ${i + 1}`, 10 + i));
list.push(currency('USDT', 'Tether', 10));

function cards() {
  return within(screen.getByRole('list', { name: 'Currencies' })).getAllByRole('button');
}

describe('currency grid paging and search (SPEC §3)', () => {
  it('shows 12 cards a page above 640 px with a page / total label', async () => {
    setViewportWidth(1280);
    render(<CurrencyGrid currencies={list} selected={null} onSelect={() => {}} symbol="DEMO" />, { wrapper: hostWrapper() });
    expect(cards()).toHaveLength(12);
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(cards()).toHaveLength(3);
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows 6 cards a page at 640 px and below', () => {
    setViewportWidth(375);
    render(<CurrencyGrid currencies={list} selected={null} onSelect={() => {}} symbol="DEMO" />, { wrapper: hostWrapper() });
    expect(cards()).toHaveLength(6);
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('filters by code or full name, case-insensitively, and shows the rate on each card', async () => {
    setViewportWidth(1280);
    render(<CurrencyGrid currencies={list} selected={null} onSelect={() => {}} symbol="DEMO" />, { wrapper: hostWrapper() });
    const search = screen.getByPlaceholderText('Search for a currency...');
    await userEvent.type(search, 'tETH');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]).toHaveTextContent('Tether');
    expect(cards()[0]).toHaveTextContent('1 USDT = 10 DEMO');
    await userEvent.clear(search);
    await userEvent.type(search, 'usdt');
    expect(cards()).toHaveLength(1);
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
  });
});
