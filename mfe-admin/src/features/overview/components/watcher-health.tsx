import { networkLabel } from '@openpresale/shared/domain';
import type { AdminOverview } from '@openpresale/shared/schemas';
import { Card, Table, Tag, Typography } from 'antd';
import { formatInZone } from '../../../lib/time-zone';

type Watcher = AdminOverview['watchers'][number];

/** Each chain watcher: how far it has read, how far behind the node it is, and its last error. */
export function WatcherHealth({ watchers, zone }: { watchers: Watcher[]; zone: string | undefined }) {
  if (watchers.length === 0) return null;
  const at = (iso: string | null) => (iso ? (zone ? formatInZone(iso, zone) : iso) : '—');
  return (
    <section aria-labelledby="overview-watchers" className="ad-section">
      <Typography.Title level={2} id="overview-watchers" className="ad-section-title">
        Chain watchers
      </Typography.Title>
      <Card size="small">
        <Table<Watcher>
          className="ad-watchers"
          rowKey="network"
          size="small"
          pagination={false}
          scroll={{ x: 640 }}
          dataSource={watchers}
          columns={[
            { title: 'Network', render: (_, w) => networkLabel(w.network) },
            {
              title: 'State',
              render: (_, w) =>
                !w.configured ? (
                  <Tag className="ad-status ad-status-danger">no node configured</Tag>
                ) : w.lastError ? (
                  <Tag className="ad-status ad-status-danger">failing</Tag>
                ) : (
                  <Tag className="ad-status ad-status-success">following</Tag>
                ),
            },
            { title: 'Last block read', render: (_, w) => (w.lastBlock ?? '—').toLocaleString() },
            { title: 'Node height', render: (_, w) => (w.tip ?? '—').toLocaleString() },
            { title: 'Behind', render: (_, w) => (w.lag === null ? '—' : `${w.lag} blocks`) },
            { title: 'Last pass', render: (_, w) => at(w.lastRunAt) },
            {
              title: 'Last error',
              render: (_, w) =>
                w.lastError ? (
                  <span>
                    {w.lastError} <Typography.Text type="secondary">({at(w.lastErrorAt)})</Typography.Text>
                  </span>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      </Card>
    </section>
  );
}
