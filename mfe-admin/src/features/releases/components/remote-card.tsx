import { useAnswerMessage, useErrorMessage, useHost } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import type { ReleaseVersion, RemoteReleases } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';
import { useInZone } from '../../../lib/use-in-zone';
import { CanaryPanel } from './canary-panel';
import { sectionLabel } from './section-labels';

function ContractTag({ version }: { version: ReleaseVersion }) {
  const t = useT();
  if (version.contract === null) return <Typography.Text type="secondary">{t('releases.unknown')}</Typography.Text>;
  return (
    <Space size={4}>
      <span className="ad-mono">{version.contract}</span>
      {version.fits === false && <Tag className="ad-status ad-status-danger">{t('releases.doesNotFit')}</Tag>}
    </Space>
  );
}

/** One section: what is live, the way back, and every registered version with a switch. */
export function RemoteCard({ releases, zone }: { releases: RemoteReleases; zone: string }) {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const { remote, live, previous } = releases;
  const t = useT();
  const inZone = useInZone();
  const errorMessage = useErrorMessage();
  const answerMessage = useAnswerMessage();
  const who = (name: string) => (name === 'environment' ? t('releases.environmentVariable') : name);

  async function change(body: { remote: string; versionId: number } | { remote: string; rollback: true }, key: string) {
    setBusy(key);
    try {
      const answer = await api.put<{ message: string; code?: string; params?: unknown }>('releases.php', { body });
      host.notify({ kind: 'success', title: answerMessage(answer) });
    } catch (error) {
      host.notify({
        kind: 'error',
        title: t('releases.notReleased', { message: errorMessage(error, { network: t('releases.errorOccurred') }) }),
      });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.releases });
    }
  }

  const columns: ColumnsType<ReleaseVersion> = [
    {
      title: t('releases.column.version'),
      dataIndex: 'version',
      render: (v: string | null) => <span className="ad-mono">{v ?? t('releases.unknown')}</span>,
    },
    { title: t('releases.column.contract'), key: 'contract', render: (_: unknown, row) => <ContractTag version={row} /> },
    {
      title: t('releases.column.registered'),
      key: 'registered',
      render: (_: unknown, row) =>
        row.registeredBy === 'environment' || !row.registeredAt
          ? t('releases.registeredByEnvironment')
          : t('releases.registeredAt', { time: inZone(row.registeredAt, zone), who: who(row.registeredBy) }),
    },
    {
      title: t('releases.column.address'),
      dataIndex: 'url',
      render: (url: string) => (
        <span className="ad-mono ad-release-address" title={url}>
          {url}
        </span>
      ),
    },
    {
      title: <span className="visually-hidden">{t('releases.column.actions')}</span>,
      key: 'actions',
      render: (_: unknown, row) =>
        row.id !== null && row.url === live.url ? (
          <Tag className="ad-status ad-status-success">{t('releases.live')}</Tag>
        ) : (
          row.id !== null && (
            <Button
              size="small"
              loading={busy === `switch-${row.id}`}
              disabled={busy !== null || row.fits === false}
              onClick={() => void change({ remote, versionId: row.id! }, `switch-${row.id}`)}
              aria-label={t('releases.switchLabel', { remote, version: row.version ?? row.url })}
            >
              {t('releases.switch')}
            </Button>
          )
        ),
    },
  ];

  return (
    <Card size="small" title={sectionLabel(t, remote)}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} className="ad-release-live" aria-label={t('releases.liveLabel', { remote })}>
        <Descriptions.Item label={t('releases.liveVersion')}>
          <Space size={4} wrap>
            <span className="ad-mono">{live.version ?? t('releases.unknown')}</span>
            <Tag className="ad-status ad-status-success">{t('releases.live')}</Tag>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('releases.hostContract')}>
          <ContractTag version={live} />
        </Descriptions.Item>
        <Descriptions.Item label={t('releases.column.address')}>
          <span className="ad-mono ad-break">{live.url}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('releases.released')}>
          {live.releasedAt
            ? t('releases.registeredAt', { time: inZone(live.releasedAt, zone), who: who(live.releasedBy) })
            : t('releases.fromEnvironment')}
        </Descriptions.Item>
      </Descriptions>
      {previous && (
        <div className="ad-release-rollback">
          <Button
            danger
            loading={busy === 'rollback'}
            disabled={busy !== null}
            onClick={() => void change({ remote, rollback: true }, 'rollback')}
            aria-label={t('releases.rollbackLabel', { remote, version: previous.version ?? previous.url })}
          >
            {previous.version ? t('releases.rollbackTo', { version: previous.version }) : t('releases.rollbackPrevious')}
          </Button>
        </div>
      )}
      <CanaryPanel releases={releases} />
      {releases.versions.length > 0 && (
        <AdminTable<ReleaseVersion>
          label={t('releases.versionsLabel', { remote })}
          rowKey={(row) => String(row.id ?? row.url)}
          columns={columns}
          dataSource={releases.versions}
          pagination={false}
          className="ad-nowrap-table"
        />
      )}
    </Card>
  );
}
