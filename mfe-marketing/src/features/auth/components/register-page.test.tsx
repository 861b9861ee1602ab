import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@openpresale/shared/testing';
import { renderPage } from '../../../test/render';
import { RegisterPage } from './register-page';

const REGISTER = 'POST /api/controllers/users.php';

async function fillForm(confirm = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Full name'), 'Alex Example');
  await user.type(screen.getByLabelText('Email'), 'Alex@Example.com');
  await user.type(screen.getByLabelText('Phone'), '+1 555 0100');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  return user;
}

const submit = () => screen.getByRole('button', { name: 'Register' });

describe('Registration page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Passwords do not match.' and sends nothing", async () => {
    const calls = stubFetch({ [REGISTER]: { status: 200, body: { status: 'success', token: 'tok' } } });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm('other-pass');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('registers, stores the session and goes to /dashboard/buy-token', async () => {
    const calls = stubFetch({ [REGISTER]: { status: 200, body: { status: 'success', token: 'tok-new' } } });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(submit());
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/dashboard/buy-token'));
    expect(localStorage.getItem('userToken')).toBe('tok-new');
    expect(localStorage.getItem('userEmail')).toBe('alex@example.com');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'reg',
      name: 'Alex Example',
      email: 'alex@example.com',
      phone: '+1 555 0100',
      pass: 'secret-pass',
      // the page's language, which the buyer's e-mails will be in
      locale: 'en',
    });
  });

  it("shows the server's message, and clears it at the next submit", async () => {
    stubFetch({ [REGISTER]: { status: 409, body: { status: 'error', message: 'This e-mail is already registered.' } } });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail is already registered.');

    let answer!: (value: { status: number; body: unknown }) => void;
    stubFetch({ [REGISTER]: new Promise((resolve) => (answer = resolve)) });
    await user.click(submit());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(submit()).toBeDisabled();
    answer({ status: 500, body: { status: 'error' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it("shows 'Registration failed.' when the error answer has no message", async () => {
    stubFetch({ [REGISTER]: { status: 400, body: { status: 'error' } } });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed.');
  });

  it("shows 'An error occurred during registration.' when the network fails", async () => {
    stubFetch({ [REGISTER]: 'network-error' });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred during registration.');
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it('one toggle shows and hides both password fields', async () => {
    stubFetch({});
    renderPage('/register', <RegisterPage />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('button', { name: /password/i })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
  });

  it("links to /login with 'Sign in' and to the privacy policy", () => {
    stubFetch({});
    renderPage('/register', <RegisterPage />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('reads Russian for a visitor who chose Russian, the rule with its Russian plural', async () => {
    localStorage.setItem('locale', 'ru');
    stubFetch({});
    // The Russian catalog loads lazily, as in the browser: the render is awaited until it has.
    await act(async () => {
      renderPage(
        '/register',
        <Suspense fallback={null}>
          <RegisterPage />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Создайте аккаунт' })).toBeInTheDocument();
    expect(screen.getByLabelText('Пароль')).toHaveAccessibleDescription('Не менее 6 символов.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Пароль'), 'secret-pass');
    await user.type(screen.getByLabelText('Повторите пароль'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают.')).toBeInTheDocument();
    localStorage.removeItem('locale');
  });

  it('states the password rule before anything is sent', () => {
    stubFetch({});
    renderPage('/register', <RegisterPage />);
    expect(screen.getByText('At least 6 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters.');
  });

  it('puts each problem next to its field in words, and sends nothing', async () => {
    const calls = stubFetch({ [REGISTER]: { status: 200, body: { status: 'success', token: 'tok' } } });
    renderPage('/register', <RegisterPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Confirm password'), 'abc');
    await user.click(submit());
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email address is not valid.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters.');
    expect(screen.queryByText('At least 6 characters.')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("places the server's message about a field next to that field", async () => {
    stubFetch({ [REGISTER]: { status: 409, body: { status: 'error', message: 'This email is already registered.' } } });
    renderPage('/register', <RegisterPage />);
    const user = await fillForm();
    await user.click(submit());
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered.'));
  });

  it("puts 'Passwords do not match.' under the confirmation, just above the button", async () => {
    stubFetch({});
    renderPage('/register', <RegisterPage />);
    const user = await fillForm('other-pass');
    await user.click(submit());
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match.');
    await waitFor(() => expect(screen.getByLabelText('Confirm password')).toHaveFocus());
  });
});
