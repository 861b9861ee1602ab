import { Route, Routes } from 'react-router-dom';
import { NotFound } from './components/not-found';
import { AdminGuard, UserGuard } from './features/guards/session-guard';
import { RemoteApp } from './features/remotes/remote-app';

// The shell's route table (DESIGN.md "Routing"). Remotes render their own pages below these
// mount points; the shell decides only which remote and which guard.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  privacy: '/privacy',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  dashboard: '/dashboard',
  adminLogin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

const marketing = <RemoteApp name="marketing" basePath="/" />;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={marketing} />
      <Route path={paths.login} element={marketing} />
      <Route path={paths.register} element={marketing} />
      <Route path={paths.privacy} element={marketing} />
      <Route path={paths.forgotPassword} element={marketing} />
      <Route path={paths.resetPassword} element={marketing} />
      <Route path={paths.verifyEmail} element={marketing} />
      <Route
        path={`${paths.dashboard}/*`}
        element={
          <UserGuard>
            <RemoteApp name="buyer" basePath={paths.dashboard} />
          </UserGuard>
        }
      />
      <Route path={paths.adminLogin} element={<RemoteApp name="admin" basePath={paths.adminLogin} />} />
      <Route
        path={`${paths.adminDashboard}/*`}
        element={
          <AdminGuard>
            <RemoteApp name="admin" basePath={paths.adminDashboard} />
          </AdminGuard>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
