import { useHost, usePageTitle } from '@openpresale/shared';
import { leaderboardQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { LevelIcon } from '../../../components/level-icon';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { TableRegion } from '../../../components/table-region';
import { useT } from '../../../i18n';
import { useFormat } from '../../../lib/format';
import { useLevelName } from '../../../lib/level-name';

export function LeaderboardPage() {
  const t = useT();
  const levelName = useLevelName();
  const format = useFormat();
  usePageTitle(t('leaderboard.title'));
  const host = useHost();
  const leaders = useQuery(leaderboardQuery(host.api));
  return (
    <div className="by-stack">
      <PageHeader title={t('leaderboard.title')} intro={t('leaderboard.intro')} />
      <section className="by-card">
        {leaders.isError ? (
          <ErrorState error={leaders.error} onRetry={() => void leaders.refetch()} />
        ) : !leaders.data ? (
          <SkeletonBlock lines={6} label={t('leaderboard.loading')} />
        ) : leaders.data.length === 0 ? (
          <div className="by-state by-state-empty">
            <p className="by-state-title">{t('leaderboard.empty')}</p>
          </div>
        ) : (
          <TableRegion label={t('leaderboard.table')}>
            <table className="by-table by-table-cards by-leaderboard">
              <thead>
                <tr>
                  <th scope="col">{t('leaderboard.number')}</th>
                  <th scope="col">{t('leaderboard.player')}</th>
                  <th scope="col">{t('leaderboard.deposits')}</th>
                  <th scope="col">{t('leaderboard.status')}</th>
                </tr>
              </thead>
              <tbody>
                {leaders.data.map((leader, index) => (
                  <tr key={`${leader.email}-${index}`}>
                    <td className={`by-cell-rank by-rank${index < 3 ? ` by-rank-${index + 1}` : ''}`} data-label={t('leaderboard.number')}>
                      #{index + 1}
                    </td>
                    <td className="by-cell-player" data-label={t('leaderboard.player')}>
                      {leader.email}
                    </td>
                    <td className="by-cell-amount" data-label={t('leaderboard.deposits')}>
                      {format.usd(leader.deposit)}
                    </td>
                    <td className="by-cell-status" data-label={t('leaderboard.status')}>
                      <span className="by-with-icon">
                        <LevelIcon level={leader.level} size={18} /> {leader.level ? levelName(leader.level) : t('leaderboard.noRank')}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
        )}
      </section>
    </div>
  );
}
