import { useHost } from '@openpresale/shared';
import { releasesQuery } from '@openpresale/shared/queries';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Spin } from 'antd';
import { useAdminTimeZone } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/admin-api';
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
  return (
    <>
      <PageHeader
        title="Releases"
        description="Which version of each section is live. A switch takes effect at once for every visitor's next navigation into that section; nothing restarts."
      />
      <Space direction="vertical" size="middle" className="ad-full-width">
        {site && (
          <Alert
            type="info"
            showIcon
            message={`This site offers host contract ${site.contract}: a section built for contract ${site.contract.split('.')[0]}.x fits.`}
            description={`Shell ${site.shell ?? 'unknown'} · API ${site.api} · this page runs admin ${ownBuild?.version ?? 'unknown'}`}
          />
        )}
        <RegisterForm />
        {releases.isPending && <Spin aria-label="Loading releases" />}
        {releases.isError && <Alert type="error" showIcon message={`Could not load the releases: ${errorMessage(releases.error)}`} />}
        {releases.data?.remotes.map((remote) => (
          <RemoteCard key={remote.remote} releases={remote} zone={zone} />
        ))}
      </Space>
    </>
  );
}
