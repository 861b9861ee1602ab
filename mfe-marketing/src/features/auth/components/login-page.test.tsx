import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@openpresale/shared/testing';
import { renderPage } from '../../../test/render';
import { LoginPage } from './login-page';

const LOGIN = 'POST /api/controllers/users.php';

async function fillAndSubmit(password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'buyer@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('Login page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('stores the session and goes to /dashboard/buy-token on success', async () => {
    const calls = stubFetch({
      [LOGIN]: { status: 200, body: { status: 'success', user: { token: 'tok-1', email: 'buyer@example.com' } } },
    });
    renderPage('/login', <LoginPage />);
    await fillAndSubmit();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/buy-token'));
    expect(localStorage.getItem('userToken')).toBe('tok-1');
    expect(localStorage.getItem('userEmail')).toBe('buyer@example.com');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'login', email: 'buyer@example.com', pass: 'secret-pass' });
  });

  it("shows the server's message when the API refuses", async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { status: 'error', message: 'Wrong e-mail or password.' } } });
    renderPage('/login', <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("shows 'Login failed.' when the error answer has no message", async () => {
    stubFetch({ [LOGIN]: { status: 500, body: { status: 'error' } } });
    renderPage('/login', <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed.');
  });

  it("shows 'An error occurred during login.' when the network fails", async () => {
    stubFetch({ [LOGIN]: 'network-error' });
    renderPage('/login', <LoginPage />);
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during login.');
  });

  it('disables the button with a spinner while submitting and clears the old error on the next submit', async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { status: 'error', message: 'Wrong e-mail or password.' } } });
    renderPage('/login', <LoginPage />);
    const user = await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');

    let answer!: (value: { status: number; body: unknown }) => void;
    stubFetch({ [LOGIN]: new Promise((resolve) => (answer = resolve)) });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button.querySelector('.spinner')).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    answer({ status: 429, body: { status: 'error', message: 'Too many attempts.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    stubFetch({});
    renderPage('/login', <LoginPage />);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it("links to /register with 'Sign up'", () => {
    stubFetch({});
    renderPage('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('says what is wrong next to the field, and sends nothing', async () => {
    const calls = stubFetch({});
    renderPage('/login', <LoginPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'buyer-at-example');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email address is not valid.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
