import type { RemoteAppProps } from '@openpresale/shared';
import { useLocation } from 'react-router-dom';
import { AuthPage } from './features/auth/auth-page';
import { LandingPage } from './features/landing/landing-page';

// The shell mounts this remote at /, /login, /register and /privacy; the path picks the page.
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname === '/login') return <AuthPage mode="login" />;
  if (pathname === '/register') return <AuthPage mode="register" />;
  return <LandingPage />;
}
