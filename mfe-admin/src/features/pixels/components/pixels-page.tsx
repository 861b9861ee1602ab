import { ApiRequestError, useErrorMessage, useHost } from '@openpresale/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Modal, Space, Typography } from 'antd';
import { AdminTable } from '../../../components/admin-table';
import type { ColumnsType } from 'antd/es/table';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { useLoadFailureToast } from '../../../lib/load-failure-toast';
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
  const t = useT();
  const errorText = useErrorMessage();

  useLoadFailureToast(pixels, t('pixels.fetchFailed'));

  const reload = () => queryClient.invalidateQueries({ queryKey: pixelsKey });

  /** A server answer gets its own title; a request that never arrived gets 'An error occurred'. */
  function failure(title: string, error: unknown) {
    if (error instanceof ApiRequestError && error.status !== 0) notify({ kind: 'error', title, description: errorText(error) });
    else notify({ kind: 'error', title: t('pixels.errorOccurred'), description: title });
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const problem = pixelInputProblem(draft);
    if (problem) return notify({ kind: 'error', title: t(problem) });
    setSaving(true);
    try {
      await api.post('pixels.php', { body: pixelBody(draft) });
      notify({ kind: 'success', title: t('pixels.saved') });
      setDraft(empty);
      await reload();
    } catch (error) {
      failure(t('pixels.saveFailed'), error);
    } finally {
      setSaving(false);
    }
  }

  async function update() {
    if (!editing) return;
    const problem = pixelInputProblem(editDraft);
    if (problem) return notify({ kind: 'error', title: t(problem) });
    setUpdating(true);
    try {
      await api.put('pixels.php', { query: { id: editing.id }, body: pixelBody(editDraft) });
      notify({ kind: 'success', title: t('pixels.updated') });
      setEditing(null);
      await reload();
    } catch (error) {
      failure(t('pixels.updateFailed'), error);
    } finally {
      setUpdating(false);
    }
  }

  function confirmDelete(record: ApiKeyRecord) {
    modal.confirm({
      title: t('pixels.deleteTitle'),
      content: t('pixels.deleteText', { location: record.location }),
      okText: t('pixels.delete'),
      okButtonProps: { danger: true },
      cancelText: t('pixels.cancel'),
      onOk: async () => {
        try {
          await api.delete('pixels.php', { query: { api: record.id } });
          notify({ kind: 'success', title: t('pixels.deleted') });
          await reload();
        } catch (error) {
          failure(t('pixels.deleteFailed'), error);
        }
      },
    });
  }

  const columns: ColumnsType<ApiKeyRecord> = [
    { title: t('pixels.apiKey'), dataIndex: 'api_key', render: (key: string) => <span className="ad-mono ad-break">{key}</span> },
    {
      title: t('pixels.secondary'),
      dataIndex: 'api_key_secondary',
      render: (key: string | null) =>
        key ? (
          <span className="ad-mono ad-break">{key}</span>
        ) : (
          <Typography.Text type="secondary">{t('pixels.noSecondary')}</Typography.Text>
        ),
    },
    { title: t('pixels.location'), dataIndex: 'location', render: (location: string) => <span className="ad-mono">{location}</span> },
    {
      title: t('pixels.actions'),
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
            aria-label={t('pixels.updateLabel', { location: record.location })}
          >
            {t('pixels.update')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => confirmDelete(record)}
            aria-label={t('pixels.deleteLabel', { location: record.location })}
          >
            {t('pixels.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('pixels.title')} description={t('pixels.description')} />
      <Space orientation="vertical" size={16} className="ad-full">
        <Card size="small" title={t('pixels.newTitle')}>
          <form onSubmit={create} aria-label={t('pixels.newTitle')}>
            <PixelFields value={draft} onChange={setDraft} idPrefix="ad-new-pixel" />
            <Button type="primary" htmlType="submit" loading={saving} className="ad-gap-top">
              {t('pixels.save')}
            </Button>
          </form>
        </Card>
        <Card size="small" title={t('pixels.listTitle')}>
          <AdminTable<ApiKeyRecord>
            label={t('pixels.listTitle')}
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={pixels.isFetching && !pixels.isPending}
            locale={{ emptyText: pixels.isPending ? t('pixels.loading') : t('pixels.empty') }}
            footer={() => t('pixels.total', { count: rows.length })}
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
        title={t('pixels.editTitle')}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={() => setEditing(null)}>
            {t('pixels.close')}
          </Button>,
          <Button key="save" type="primary" loading={updating} onClick={update}>
            {t('pixels.saveChanges')}
          </Button>,
        ]}
      >
        <PixelFields value={editDraft} onChange={setEditDraft} idPrefix="ad-edit-pixel" />
      </Modal>
    </>
  );
}
