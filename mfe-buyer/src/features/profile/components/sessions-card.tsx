import { useErrorMessage, useHost, type Translate } from '@openpresale/shared';
import { mySessionsQuery, queryKeys } from '@openpresale/shared/queries';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import type { profileEn } from '../i18n/en';

/** A short name for a browser from its User-Agent: what a person recognises in a list. */
export function describeDevice(userAgent: string | null, t: Translate<keyof typeof profileEn>): string {
  if (!userAgent) return t('profile.sessions.unknownDevice');
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
  if (browser && system) return t('profile.sessions.browserOn', { browser, system });
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** The buyer's signed-in devices, and 'End all other sessions' (a lost phone, a shared computer). */
export function SessionsCard() {
  const host = useHost();
  const t = useT();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const sessions = useQuery(mySessionsQuery(host.api, host.session.userToken));
  const endOthers = useMutation({
    mutationFn: () => host.api.delete<{ ended: number }>('sessions.php', { auth: 'user' }),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.mySessions });
      const n = answer?.ended ?? 0;
      host.notify({ kind: 'success', title: t('profile.sessions.signedOut'), description: t('profile.sessions.ended', { count: n }) });
    },
    onError: (error) =>
      host.notify({
        kind: 'error',
        title: t('profile.sessions.notEnded'),
        description: errorMessage(error, { network: t('common.genericError'), failed: t('common.genericError') }),
      }),
  });
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <section className="by-card" aria-labelledby="by-sessions-title">
      <h2 id="by-sessions-title" className="by-card-title">
        {t('profile.sessions.title')}
      </h2>
      {sessions.isError ? (
        <p className="by-field-error" role="alert">
          {t('profile.sessions.loadFailed')}
        </p>
      ) : !sessions.data ? (
        <p className="by-muted">{t('profile.sessions.loading')}</p>
      ) : (
        <ul className="by-sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="by-session">
              <span className="by-session-device">
                {describeDevice(session.user_agent, t)}
                {session.current && <span className="by-session-current">{t('profile.sessions.thisDevice')}</span>}
              </span>
              <span className="by-small by-muted">{t('profile.sessions.signedIn', { date: format.dateTime(session.created_at) })}</span>
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
        {endOthers.isPending ? t('profile.sessions.ending') : t('profile.sessions.endOthers')}
      </button>
    </section>
  );
}
