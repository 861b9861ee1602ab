import { ApiRequestError, useHost } from '@openpresale/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export function AuthPage({ mode }: { mode: 'login' | 'register' }) {
  const host = useHost();
  const navigate = useNavigate();
  const [error, setError] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email'));
    const pass = String(form.get('password'));
    try {
      if (mode === 'login') {
        const answer = await host.api.post<{ user: { token: string; email: string } }>('users.php', {
          body: { type: 'login', email, pass },
        });
        host.signInUser(answer.user.token, answer.user.email);
      } else {
        const answer = await host.api.post<{ token: string }>('users.php', {
          body: { type: 'reg', name: String(form.get('name')), email, phone: String(form.get('phone')), pass },
        });
        host.signInUser(answer.token, email);
      }
      navigate('/dashboard/buy-token');
    } catch (cause) {
      setError(cause instanceof ApiRequestError ? cause.message : 'Login failed.');
    }
  }

  return (
    <main>
      <h1>{mode === 'login' ? 'Log in' : 'Register'}</h1>
      <form onSubmit={submit}>
        {mode === 'register' && (
          <>
            <label>
              Full name <input name="name" required />
            </label>
            <label>
              Phone <input name="phone" type="tel" required />
            </label>
          </>
        )}
        <label>
          Email <input name="email" type="email" required />
        </label>
        <label>
          Password <input name="password" type="password" required />
        </label>
        <button type="submit">{mode === 'login' ? 'Log in' : 'Register'}</button>
        {error && <p role="alert">{error}</p>}
      </form>
      {mode === 'login' ? <Link to="/register">Sign up</Link> : <Link to="/login">Sign in</Link>}
    </main>
  );
}
