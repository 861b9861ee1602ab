import type { AdminOverview } from '@openpresale/shared/schemas';
import { Card, Table, Tag, Typography } from 'antd';
import { useI18n, useNetworkLabel } from '@openpresale/shared';
import { useT } from '../../../i18n';
import { useInZone } from '../../../lib/use-in-zone';

type Watcher = AdminOverview['watchers'][number];

/** Each chain watcher: how far it has read, how far behind the node it is, and its last error. */
export function WatcherHealth({ watchers, zone }: { watchers: Watcher[]; zone: string | undefined }) {
  const t = useT();
  const inZone = useInZone();
  const networkLabel = useNetworkLabel();
  const { format } = useI18n();
  if (watchers.length === 0) return null;
  const at = (iso: string | null) => (iso ? (zone ? inZone(iso, zone) : iso) : '—');
  return (
    <section aria-labelledby="overview-watchers" className="ad-section">
      <Typography.Title level={2} id="overview-watchers" className="ad-section-title">
        {t('overview.watchers')}
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
            { title: t('overview.watchers.network'), render: (_, w) => networkLabel(w.network) },
            {
              title: t('overview.watchers.state'),
              render: (_, w) =>
                !w.configured ? (
                  <Tag className="ad-status ad-status-danger">{t('overview.watchers.noNode')}</Tag>
                ) : w.lastError ? (
                  <Tag className="ad-status ad-status-danger">{t('overview.watchers.failing')}</Tag>
                ) : (
                  <Tag className="ad-status ad-status-success">{t('overview.watchers.following')}</Tag>
                ),
            },
            { title: t('overview.watchers.lastBlock'), render: (_, w) => (w.lastBlock === null ? '—' : format.number(w.lastBlock)) },
            { title: t('overview.watchers.tip'), render: (_, w) => (w.tip === null ? '—' : format.number(w.tip)) },
            {
              title: t('overview.watchers.behind'),
              render: (_, w) => (w.lag === null ? '—' : t('overview.watchers.blocks', { count: w.lag })),
            },
            { title: t('overview.watchers.lastPass'), render: (_, w) => at(w.lastRunAt) },
            {
              title: t('overview.watchers.lastError'),
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
