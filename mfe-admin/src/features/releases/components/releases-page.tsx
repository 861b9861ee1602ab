import { useErrorMessage, useHost } from '@openpresale/shared';
import { releasesQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { useT } from '../../../i18n';
import { ownBuild } from '../../../lib/own-build';
import { RegisterForm } from './register-form';
import { RemoteCard } from './remote-card';

/**
 * The owner releases a section here without a restart: register a version by its address
 * (checked before it is stored), switch to it, roll back. Open pages pick a release up at their
 * next navigation into that section, this admin area included.
 */
export function ReleasesPage() {
  const host = useHost();
  const zone = useAdminTimeZone();
  const releases = useQuery(releasesQuery(host.api));
  const site = releases.data?.site;
  const t = useT();
  const errorMessage = useErrorMessage();
  return (
    <>
      <PageHeader title={t('releases.title')} description={t('releases.description')} />
      <Space direction="vertical" size="middle" className="ad-full-width">
        {site && (
          <Alert
            type="info"
            showIcon
            message={t('releases.siteContract', { contract: site.contract, major: site.contract.split('.')[0] })}
            description={t('releases.siteBuilds', {
              shell: site.shell ?? t('releases.unknown'),
              api: site.api,
              admin: ownBuild?.version ?? t('releases.unknown'),
            })}
          />
        )}
        <RegisterForm />
        {releases.isPending && <Spin aria-label={t('releases.loading')} />}
        {releases.isError && (
          <Alert
            type="error"
            showIcon
            message={t('releases.loadFailed', { message: errorMessage(releases.error, { network: t('releases.errorOccurred') }) })}
          />
        )}
        {releases.data?.remotes.map((remote) => (
          <RemoteCard key={remote.remote} releases={remote} zone={zone} />
        ))}
      </Space>
    </>
  );
}
