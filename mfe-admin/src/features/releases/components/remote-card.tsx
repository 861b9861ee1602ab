import { useHost } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import type { ReleaseVersion, RemoteReleases } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { AdminTable } from '../../../components/admin-table';
import { errorMessage, useAdminApi } from '../../../lib/admin-api';
import { formatInZone } from '../../../lib/time-zone';
import { CanaryPanel } from './canary-panel';
import { SECTION_LABELS } from './section-labels';

function ContractTag({ version }: { version: ReleaseVersion }) {
  if (version.contract === null) return <Typography.Text type="secondary">unknown</Typography.Text>;
  return (
    <Space size={4}>
      <span className="ad-mono">{version.contract}</span>
      {version.fits === false && <Tag className="ad-status ad-status-danger">does not fit</Tag>}
    </Space>
  );
}

const who = (name: string) => (name === 'environment' ? 'environment variable' : name);

/** One section: what is live, the way back, and every registered version with a switch. */
export function RemoteCard({ releases, zone }: { releases: RemoteReleases; zone: string }) {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const { remote, live, previous } = releases;

  async function change(body: { remote: string; versionId: number } | { remote: string; rollback: true }, key: string) {
    setBusy(key);
    try {
      const answer = await api.put<{ message: string }>('releases.php', { body });
      host.notify({ kind: 'success', title: answer.message });
    } catch (error) {
      host.notify({ kind: 'error', title: `Not released: ${errorMessage(error)}` });
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.releases });
    }
  }

  const columns: ColumnsType<ReleaseVersion> = [
    { title: 'Version', dataIndex: 'version', render: (v: string | null) => <span className="ad-mono">{v ?? 'unknown'}</span> },
    { title: 'Contract', key: 'contract', render: (_: unknown, row) => <ContractTag version={row} /> },
    {
      title: 'Registered',
      key: 'registered',
      render: (_: unknown, row) =>
        row.registeredBy === 'environment' || !row.registeredAt
          ? 'Environment variable (first configuration)'
          : `${formatInZone(row.registeredAt, zone)} by ${who(row.registeredBy)}`,
    },
    {
      title: 'Address',
      dataIndex: 'url',
      render: (url: string) => (
        <span className="ad-mono ad-release-address" title={url}>
          {url}
        </span>
      ),
    },
    {
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_: unknown, row) =>
        row.id !== null && row.url === live.url ? (
          <Tag className="ad-status ad-status-success">Live</Tag>
        ) : (
          row.id !== null && (
            <Button
              size="small"
              loading={busy === `switch-${row.id}`}
              disabled={busy !== null || row.fits === false}
              onClick={() => void change({ remote, versionId: row.id! }, `switch-${row.id}`)}
              aria-label={`Switch ${remote} to ${row.version ?? row.url}`}
            >
              Switch to this version
            </Button>
          )
        ),
    },
  ];

  return (
    <Card size="small" title={SECTION_LABELS[remote]}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} className="ad-release-live" aria-label={`Live ${remote} release`}>
        <Descriptions.Item label="Live version">
          <Space size={4} wrap>
            <span className="ad-mono">{live.version ?? 'unknown'}</span>
            <Tag className="ad-status ad-status-success">Live</Tag>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="Host contract">
          <ContractTag version={live} />
        </Descriptions.Item>
        <Descriptions.Item label="Address">
          <span className="ad-mono ad-break">{live.url}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Released">
          {live.releasedAt ? `${formatInZone(live.releasedAt, zone)} by ${who(live.releasedBy)}` : 'From the environment variable at start'}
        </Descriptions.Item>
      </Descriptions>
      {previous && (
        <div className="ad-release-rollback">
          <Button
            danger
            loading={busy === 'rollback'}
            disabled={busy !== null}
            onClick={() => void change({ remote, rollback: true }, 'rollback')}
            aria-label={`Roll ${remote} back to ${previous.version ?? previous.url}`}
          >
            Roll back to {previous.version ?? 'the previous version'}
          </Button>
        </div>
      )}
      <CanaryPanel releases={releases} />
      {releases.versions.length > 0 && (
        <AdminTable<ReleaseVersion>
          label={`Registered ${remote} versions`}
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
