import { parseContractVersion } from '@openpresale/shared/release';
import { Link } from 'react-router-dom';
import type { ContractMismatchError } from './remote-contract';

const sectionNames = { marketing: 'The visitors’ pages', buyer: 'The buyer dashboard', admin: 'The administration area' } as const;

/**
 * What a section's boundary says when its release was built for another major version of the
 * host contract: in words first, the numbers for whoever fixes it after. Nothing is retried: the
 * same build would not fit the next time either.
 */
export function VersionMismatch({ error }: { error: ContractMismatchError }) {
  const remoteMajor = parseContractVersion(error.contract)?.major;
  const siteMajor = parseContractVersion(error.siteContract)?.major;
  return (
    <div className="message-card remote-failed remote-mismatch" role="alert">
      <p>This section’s version does not fit this site’s version, so it is not shown.</p>
      <p className="remote-mismatch-detail">
        {sectionNames[error.remote]} here is version {error.version ?? 'unknown'}, made for version {remoteMajor ?? error.contract} of the
        site; this site is version {siteMajor ?? error.siteContract}. The rest of the site works as usual, and the site’s operator can roll
        this section back to its previous version.
      </p>
      {/* The Releases screen is part of the administration area, so it cannot help with that one. */}
      {error.remote === 'admin' && (
        <p className="remote-mismatch-detail">
          On the server: <code className="remote-mismatch-command">npm run release -- admin --rollback</code>
          or release a version that fits: <code className="remote-mismatch-command">npm run release -- admin &lt;its address&gt;</code>
        </p>
      )}
      <Link className="button button-primary" to="/">
        Go to the home page
      </Link>
    </div>
  );
}
