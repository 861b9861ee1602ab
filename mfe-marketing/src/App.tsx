import type { RemoteAppProps } from '@openpresale/shared';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './components/layout/not-found-page';
import { LandingPage } from './features/landing/components/landing-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import { paths } from './lib/paths';
import './styles/marketing.css';

// The account forms (/login, /register and the pages e-mailed links open) bring the request
// schemas (zod) with them, so they are loaded when first shown: the landing page, what most
// visitors see, does without them. There is
// no Suspense boundary here on purpose: the shell's (around the whole remote) keeps the page
// that was shown until the form is ready, and its take-over of a server-rendered /login waits
// for the form as well.
const LoginPage = lazy(() => import('./features/auth/components/login-page').then((module) => ({ default: module.LoginPage })));
const RegisterPage = lazy(() => import('./features/auth/components/register-page').then((module) => ({ default: module.RegisterPage })));
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/components/forgot-password-page').then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('./features/auth/components/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./features/auth/components/verify-email-page').then((module) => ({ default: module.VerifyEmailPage })),
);

// Mounted by the shell at /*: every path outside the dashboard and the admin area is this
// remote's, and one it does not know gets the site's not-found page.
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
