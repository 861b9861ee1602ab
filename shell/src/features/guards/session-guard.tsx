import { useHost } from '@openpresale/shared';
import { adminSessionQuery, meQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useT } from '../../i18n';

interface SessionGuardProps {
  token: string | null;
  /** The query that answers only for a valid session of this kind (its key includes the token). */
  check: { queryKey: readonly unknown[]; queryFn: (context: { signal?: AbortSignal }) => Promise<unknown> };
  signOut: () => void;
  redirectTo: string;
  children: ReactNode;
}

/**
 * Checks the stored token with the API on every navigation (SPEC §3). The spinner shows only
 * until the first answer; later checks run behind the page and redirect if the session ended.
 */
function SessionGuard({ token, check, signOut, redirectTo, children }: SessionGuardProps) {
  const t = useT();
  const location = useLocation();
  const session = useQuery({
    queryKey: check.queryKey,
    queryFn: check.queryFn,
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const { refetch } = session;

  useEffect(() => {
    if (token) void refetch();
  }, [location.pathname, token, refetch]);

  const failed = token === null || session.isError;
  useEffect(() => {
    if (failed) signOut();
  }, [failed, signOut]);

  if (failed) return <Navigate to={redirectTo} replace />;
  if (session.isPending) return <PageSpinner label={t('guards.checking')} />;
  return <>{children}</>;
}

export function UserGuard({ children }: { children: ReactNode }) {
  const host = useHost();
  return (
    <SessionGuard
      token={host.session.userToken}
      check={meQuery(host.api, host.session.userToken)}
      signOut={host.signOutUser}
      redirectTo="/login"
    >
      {children}
    </SessionGuard>
  );
}

export function AdminGuard({ children }: { children: ReactNode }) {
  const host = useHost();
  return (
    <SessionGuard
      token={host.session.adminToken}
      check={adminSessionQuery(host.api, host.session.adminToken)}
      signOut={host.signOutAdmin}
      redirectTo="/admin"
    >
      {children}
    </SessionGuard>
  );
}
