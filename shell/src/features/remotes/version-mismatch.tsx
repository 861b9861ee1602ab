import { parseContractVersion } from '@openpresale/shared/release';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n';
import type { ContractMismatchError } from './remote-contract';

/** The command that releases the administration area; a command, the same in every language. */
const RELEASE_COMMAND = 'npm run release -- admin';

/**
 * What a section's boundary says when its release was built for another major version of the
 * host contract: in words first, the numbers for whoever fixes it after. Nothing is retried: the
 * same build would not fit the next time either.
 */
export function VersionMismatch({ error }: { error: ContractMismatchError }) {
  const t = useT();
  const remoteMajor = parseContractVersion(error.contract)?.major;
  const siteMajor = parseContractVersion(error.siteContract)?.major;
  return (
    <div className="message-card remote-failed remote-mismatch" role="alert">
      <p>{t('remotes.mismatch.title')}</p>
      <p className="remote-mismatch-detail">
        {t('remotes.mismatch.detail', {
          section: t(`remotes.section.${error.remote}`),
          version: error.version ?? t('remotes.mismatch.unknown'),
          remoteMajor: remoteMajor ?? error.contract,
          siteMajor: siteMajor ?? error.siteContract,
        })}
      </p>
      {/* The Releases screen is part of the administration area, so it cannot help with that one. */}
      {error.remote === 'admin' && (
        <p className="remote-mismatch-detail">
          {t('remotes.mismatch.onServer')}
          <code className="remote-mismatch-command">{`${RELEASE_COMMAND} --rollback`}</code>
          {t('remotes.mismatch.orRelease')}
          <code className="remote-mismatch-command">{`${RELEASE_COMMAND} ${t('remotes.mismatch.address')}`}</code>
        </p>
      )}
      <Link className="button button-primary" to="/">
        {t('remotes.mismatch.home')}
      </Link>
    </div>
  );
}
