import type { RemoteAppProps } from '@openpresale/shared';
import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { LandingPage } from './features/landing/components/landing-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import './styles/marketing.css';

// The forms of /login and /register bring the request schemas (zod) with them, so they are
// loaded when first shown: the landing page, what most visitors see, does without them. There is
// no Suspense boundary here on purpose: the shell's (around the whole remote) keeps the page
// that was shown until the form is ready, and its take-over of a server-rendered /login waits
// for the form as well.
const LoginPage = lazy(() => import('./features/auth/components/login-page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/components/register-page').then((module) => ({ default: module.RegisterPage })));

// The shell mounts this remote at /, /login, /register and /privacy; the path picks the page.
export default function App(_props: RemoteAppProps) {
  const { pathname } = useLocation();
  if (pathname === '/login') return <LoginPage />;
  if (pathname === '/register') return <RegisterPage />;
  if (pathname === '/privacy') return <PrivacyPage />;
  return <LandingPage />;
}
