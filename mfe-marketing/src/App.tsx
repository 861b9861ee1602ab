import type { RemoteAppProps } from '@openpresale/shared';
import { useLocation } from 'react-router-dom';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { LandingPage } from './features/landing/components/landing-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import './styles/marketing.css';

// The shell mounts this remote at /, /login, /register and /privacy; the path picks the page.
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname === '/login') return <LoginPage />;
  if (pathname === '/register') return <RegisterPage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  return <LandingPage />;
}
