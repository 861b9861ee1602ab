import { ApiRequestError, useHost } from '@openpresale/shared';
import { mySessionsQuery, queryKeys } from '@openpresale/shared/queries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../lib/format';

/** A short name for a browser from its User-Agent: what a person recognises in a list. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** The buyer's signed-in devices, and 'End all other sessions' (a lost phone, a shared computer). */
export function SessionsCard() {
  const host = useHost();
  const queryClient = useQueryClient();
  const sessions = useQuery(mySessionsQuery(host.api, host.session.userToken));
  const endOthers = useMutation({
    mutationFn: () => host.api.delete<{ ended: number }>('sessions.php', { auth: 'user' }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.mySessions });
      const n = answer?.ended ?? 0;
      host.notify({ kind: 'success', title: 'Signed out elsewhere', description: `${n} other session${n === 1 ? '' : 's'} ended.` });
    },
    onError: (error) =>
      host.notify({
        kind: 'error',
        title: 'Sessions were not ended',
        description: error instanceof ApiRequestError && !error.isNetworkError ? error.message : 'An error occurred. Please try again.',
      }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className="by-card" aria-labelledby="by-sessions-title">
      <h2 id="by-sessions-title" className="by-card-title">
        Signed-in devices
      </h2>
      {sessions.isError ? (
        <p className="by-field-error" role="alert">
          The list could not be loaded.
        </p>
      ) : !sessions.data ? (
        <p className="by-muted">Loading…</p>
      ) : (
        <ul className="by-sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="by-session">
              <span className="by-session-device">
                {describeDevice(session.user_agent)}
                {session.current && <span className="by-session-current"> · this device</span>}
              </span>
              <span className="by-small by-muted">Signed in {formatDateTime(session.created_at)}</span>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => endOthers.mutate()}
        disabled={endOthers.isPending || others === 0}
      >
        {endOthers.isPending ? 'Ending...' : 'End all other sessions'}
      </button>
    </section>
  );
}
