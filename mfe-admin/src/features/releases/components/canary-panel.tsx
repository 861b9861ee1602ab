import { useAnswerMessage, useErrorMessage, useHost } from '@openpresale/shared';
import { queryKeys } from '@openpresale/shared/queries';
import type { RemoteReleases } from '@openpresale/shared/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { useAdminApi } from '../../../lib/admin-api';

/**
 * A version for a share of browsers before everyone (the same browsers each time): start it,
 * then give it to everyone (a switch) or stop it.
 */
export function CanaryPanel({ releases }: { releases: RemoteReleases }) {
  const host = useHost();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { remote, live, canary } = releases;
  const candidates = releases.versions.filter((v) => v.id !== null && v.url !== live.url && v.fits !== false);
  const [versionId, setVersionId] = useState<number | undefined>(undefined);
  const [percent, setPercent] = useState<number | null>(10);
  const [busy, setBusy] = useState(false);
  const t = useT();
  const errorMessage = useErrorMessage();
  const answerMessage = useAnswerMessage();

  async function send(call: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      host.notify({ kind: 'success', title: answerMessage(await call()) });
    } catch (error) {
      host.notify({
        kind: 'error',
        title: t('releases.canary.notChanged', { message: errorMessage(error, { network: t('releases.errorOccurred') }) }),
      });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: queryKeys.releases });
    }
  }

  if (canary) {
    return (
      <Alert
        className="ad-release-canary"
        type="warning"
        showIcon
        message={t('releases.canary.running', { version: canary.version ?? canary.url, percent: canary.percent })}
        description={
          // the buttons under the words, not beside them: on a phone there is no room beside
          <>
            <p className="ad-release-canary-note">{t('releases.canary.note')}</p>
            <Space wrap size="small">
              <Button
                size="small"
                type="primary"
                loading={busy}
                onClick={() => void send(() => api.put('releases.php', { body: { remote, versionId: canary.id } }))}
              >
                {t('releases.canary.giveAll')}
              </Button>
              <Button
                size="small"
                disabled={busy}
                onClick={() => void send(() => api.post('releases.php', { query: { action: 'canary' }, body: { remote, stop: true } }))}
              >
                {t('releases.canary.stop')}
              </Button>
            </Space>
          </>
        }
      />
    );
  }
  if (candidates.length === 0) return null;
  return (
    <div className="ad-release-canary ad-release-canary-form">
      <span>{t('releases.canary.give')}</span>
      <Select<number>
        aria-label={t('releases.canary.versionLabel', { remote })}
        placeholder={t('releases.canary.versionPlaceholder')}
        className="ad-release-canary-version"
        value={versionId}
        onChange={setVersionId}
        options={candidates.map((v) => ({ value: v.id!, label: v.version ?? v.url }))}
      />
      <span>{t('releases.canary.to')}</span>
      <InputNumber<number>
        aria-label={t('releases.canary.shareLabel', { remote })}
        min={1}
        max={99}
        precision={0}
        value={percent}
        onChange={setPercent}
        addonAfter="%"
      />
      <span>{t('releases.canary.first')}</span>
      <Button
        disabled={busy || versionId === undefined || !percent}
        loading={busy}
        onClick={() => void send(() => api.post('releases.php', { query: { action: 'canary' }, body: { remote, versionId, percent } }))}
      >
        {t('releases.canary.start')}
      </Button>
    </div>
  );
}
