import { useHost, usePageTitle } from '@openpresale/shared';
import { leaderboardQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '../../../components/error-state';
import { LevelIcon } from '../../../components/level-icon';
import { PageHeader } from '../../../components/page-header';
import { SkeletonBlock } from '../../../components/skeleton';
import { TableRegion } from '../../../components/table-region';
import { formatUsd } from '../../../lib/format';

export function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const host = useHost();
  const leaders = useQuery(leaderboardQuery(host.api));
  return (
    <div className="by-stack">
      <PageHeader title="Leaderboard" intro="The ten largest buyers by approved deposits. E-mail addresses are masked." />
      <section className="by-card">
        {leaders.isError ? (
          <ErrorState error={leaders.error} onRetry={() => void leaders.refetch()} />
        ) : !leaders.data ? (
          <SkeletonBlock lines={6} label="Loading the leaderboard" />
        ) : leaders.data.length === 0 ? (
          <div className="by-state by-state-empty">
            <p className="by-state-title">No deposits yet</p>
          </div>
        ) : (
          <TableRegion label="Leaderboard table">
            <table className="by-table by-table-cards by-leaderboard">
              <thead>
                <tr>
                  <th scope="col">Number</th>
                  <th scope="col">Player</th>
                  <th scope="col">Deposits</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {leaders.data.map((leader, index) => (
                  <tr key={`${leader.email}-${index}`}>
                    <td className={`by-cell-rank by-rank${index < 3 ? ` by-rank-${index + 1}` : ''}`} data-label="Number">
                      #{index + 1}
                    </td>
                    <td className="by-cell-player" data-label="Player">
                      {leader.email}
                    </td>
                    <td className="by-cell-amount" data-label="Deposits">
                      {formatUsd(leader.deposit)}
                    </td>
                    <td className="by-cell-status" data-label="Status">
                      <span className="by-with-icon">
                        <LevelIcon level={leader.level} size={18} /> {leader.level ?? 'No rank'}
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
