import type { RemoteAppProps } from '@openpresale/shared';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './components/layout/not-found-page';
import { LoginPage } from './features/auth/components/login-page';
import { RegisterPage } from './features/auth/components/register-page';
import { LandingPage } from './features/landing/components/landing-page';
import { PrivacyPage } from './features/privacy/components/privacy-page';
import { paths } from './lib/paths';
import './styles/marketing.css';

// Mounted by the shell at /*: every path outside the dashboard and the admin area is this
// remote's, and one it does not know gets the site's not-found page.
export default function App(_props: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.privacy} element={<PrivacyPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
