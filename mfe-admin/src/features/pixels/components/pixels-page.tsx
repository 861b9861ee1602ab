import { ApiRequestError, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Modal, Space, Typography } from 'antd';
import { AdminTable } from '../../../components/admin-table';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState, type FormEvent } from 'react';
import { useAdminApi } from '../../../lib/admin-api';
import { useClampPage, usePersistentPaging } from '../../../lib/paging';
import { PageHeader } from '../../../components/page-header';
import { pixelBody, pixelInputProblem, pixelsKey, usePixels, type ApiKeyRecord, type PixelInput } from '../api/pixels';
import { PixelFields } from './pixel-fields';

const empty: PixelInput = { api_key: '', api_key_secondary: '', location: '' };

export function PixelsPage() {
  const host = useHost();
  const api = useAdminApi();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const pixels = usePixels();
  const paging = usePersistentPaging('pixels', 10);
  const rows = pixels.data ?? [];
  useClampPage(paging, pixels.data ? rows.length : undefined);
  const [draft, setDraft] = useState<PixelInput>(empty);
  const [saving, setSaving] = useState(false);
  const [editing, setEditing] = useState<ApiKeyRecord | null>(null);
  const [editDraft, setEditDraft] = useState<PixelInput>(empty);
  const [updating, setUpdating] = useState(false);
  const { notify } = host;

  useEffect(() => {
    if (pixels.isError) notify({ kind: 'error', title: 'Failed to fetch API keys', description: messageOf(pixels.error) });
  }, [pixels.isError, pixels.error, notify]);

  const reload = () => queryClient.invalidateQueries({ queryKey: pixelsKey });

  function messageOf(error: unknown): string | undefined {
    return error instanceof ApiRequestError && error.status !== 0 ? error.message : undefined;
  }

  /** A server answer gets its own title; a request that never arrived gets 'An error occurred'. */
  function failure(title: string, error: unknown) {
    if (error instanceof ApiRequestError && error.status !== 0) notify({ kind: 'error', title, description: error.message });
    else notify({ kind: 'error', title: 'An error occurred', description: title });
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const problem = pixelInputProblem(draft);
    if (problem) return notify({ kind: 'error', title: problem });
    setSaving(true);
    try {
      await api.post('pixels.php', { body: pixelBody(draft) });
      notify({ kind: 'success', title: 'API key saved successfully' });
      setDraft(empty);
      await reload();
    } catch (error) {
      failure('Failed to save API key', error);
    } finally {
      setSaving(false);
    }
  }

  async function update() {
    if (!editing) return;
    const problem = pixelInputProblem(editDraft);
    if (problem) return notify({ kind: 'error', title: problem });
    setUpdating(true);
    try {
      await api.put('pixels.php', { query: { id: editing.id }, body: pixelBody(editDraft) });
      notify({ kind: 'success', title: 'API key updated successfully' });
      setEditing(null);
      await reload();
    } catch (error) {
      failure('Failed to update API key', error);
    } finally {
      setUpdating(false);
    }
  }

  function confirmDelete(record: ApiKeyRecord) {
    modal.confirm({
      title: 'Delete this API key?',
      content: `The pixel for ${record.location} stops loading for visitors.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: async () => {
        try {
          await api.delete('pixels.php', { query: { api: record.id } });
          notify({ kind: 'success', title: 'API key deleted successfully' });
          await reload();
        } catch (error) {
          failure('Failed to delete API key', error);
        }
      },
    });
  }

  const columns: ColumnsType<ApiKeyRecord> = [
    { title: 'API Key', dataIndex: 'api_key', render: (key: string) => <span className="ad-mono ad-break">{key}</span> },
    {
      title: 'Secondary API Key',
      dataIndex: 'api_key_secondary',
      render: (key: string | null) =>
        key ? <span className="ad-mono ad-break">{key}</span> : <Typography.Text type="secondary">No secondary key</Typography.Text>,
    },
    { title: 'Location', dataIndex: 'location', render: (location: string) => <span className="ad-mono">{location}</span> },
    {
      title: 'Actions',
      key: 'actions',
      width: 180,
      render: (_: unknown, record) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              setEditing(record);
              setEditDraft({ api_key: record.api_key, api_key_secondary: record.api_key_secondary ?? '', location: record.location });
            }}
            aria-label={`Update API key for ${record.location}`}
          >
            Update
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(record)} aria-label={`Delete API key for ${record.location}`}>
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Manage API Keys"
        description="Tracking pixels: a location's primary key loads only for visitors who accepted the consent banner; the secondary key stays on the server."
      />
      <Space orientation="vertical" size={16} className="ad-full">
        <Card size="small" title="New API key">
          <form onSubmit={create} aria-label="New API key">
            <PixelFields value={draft} onChange={setDraft} idPrefix="ad-new-pixel" />
            <Button type="primary" htmlType="submit" loading={saving} className="ad-gap-top">
              Save API Key
            </Button>
          </form>
        </Card>
        <Card size="small" title="API keys">
          <AdminTable<ApiKeyRecord>
            label="API keys"
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={pixels.isFetching && !pixels.isPending}
            locale={{ emptyText: pixels.isPending ? 'Loading API keys...' : 'No results.' }}
            footer={() => `Total Keys: ${rows.length}`}
            pagination={{
              current: paging.pageIndex + 1,
              pageSize: paging.pageSize,
              showSizeChanger: true,
              pageSizeOptions: [5, 10, 20, 50, 100],
              onChange: (page, pageSize) => {
                if (pageSize !== paging.pageSize) paging.setPageSize(pageSize);
                else paging.setPageIndex(page - 1);
              },
            }}
          />
        </Card>
      </Space>
      <Modal
        open={editing !== null}
        title="Edit API Key"
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => setEditing(null)}>
            Close
          </Button>,
          <Button key="save" type="primary" loading={updating} onClick={update}>
            Save Changes
          </Button>,
        ]}
      >
        <PixelFields value={editDraft} onChange={setEditDraft} idPrefix="ad-edit-pixel" />
      </Modal>
    </>
  );
}
