import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route } from 'react-router-dom';
import { renderWithHost } from '../test/render-with-host';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it("says 'Page not found' with a title, and 'Go home' leads to /", async () => {
    renderWithHost('/no/such/page', <Route path="/no/such/page" element={<NotFound />} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Demo Token | Page not found'));
    await userEvent.click(screen.getByRole('button', { name: 'Go home' }));
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
