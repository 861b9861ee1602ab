import { useHost } from '@openpresale/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

export function NotFound() {
  const { setTitle } = useHost();
  const navigate = useNavigate();
  useEffect(() => {
    setTitle('Page not found');
    return () => setTitle();
  }, [setTitle]);
  return (
    <main className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>The address may be mistyped, or the page has moved.</p>
      <button type="button" className="button button-primary" onClick={() => navigate('/')}>
        Go home
      </button>
    </main>
  );
}
