import { useHost, type RemoteAppProps } from '@openpresale/shared';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes } from 'react-router-dom';

function Greeting() {
  const host = useHost();
  const me = useQuery({
    queryKey: ['me', host.session.userToken],
    queryFn: () => host.api.get<{ user: { name: string } }>('users.php', { auth: 'user' }),
  });
  return (
    <main>
      <h1>Hello, {me.data?.user.name ?? '…'}</h1>
      <p data-testid="session-email">{host.session.userEmail}</p>
    </main>
  );
}

// Mounted by the shell at /dashboard/*; paths below are relative to it.
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<Greeting />} />
    </Routes>
  );
}
