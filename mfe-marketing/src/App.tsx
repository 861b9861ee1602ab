import type { RemoteAppProps } from '@openpresale/shared';
import { useLocation } from 'react-router-dom';
import { ForgotPasswordPage } from './features/auth/components/forgot-password-page';
import { LoginPage } from './features/auth/components/login-page';
import { ResetPasswordPage } from './features/auth/components/reset-password-page';
import { VerifyEmailPage } from './features/auth/components/verify-email-page';
import { RegisterPage } from './features/auth/components/register-page';
import { LandingPage } from './features/landing/components/landing-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import './styles/marketing.css';

// The shell mounts this remote at /, /login, /register, /privacy and the pages e-mailed links open
// (/forgot-password, /reset-password, /verify-email); the path picks the page.
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname === '/login') return <LoginPage />;
  if (pathname === '/register') return <RegisterPage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  if (pathname === '/forgot-password') return <ForgotPasswordPage />;
  if (pathname === '/reset-password') return <ResetPasswordPage />;
  if (pathname === '/verify-email') return <VerifyEmailPage />;
  return <LandingPage />;
}
