import { Route, Routes } from 'react-router-dom';
import { AdminGuard, UserGuard } from './features/guards/session-guard';
import { RemoteApp } from './features/remotes/remote-app';

// The shell's route table (DESIGN.md "Routing"). Remotes render their own pages below these
// mount points; the shell decides only which remote and which guard. Every other path belongs to
// the marketing remote, which shows the site's one not-found page for a path it does not know.
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  adminLogin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

const marketing = <RemoteApp name="marketing" basePath="/" />;

export function AppRoutes() {
  return (
    <Routes>
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
      <Route path="/*" element={marketing} />
    </Routes>
  );
}
