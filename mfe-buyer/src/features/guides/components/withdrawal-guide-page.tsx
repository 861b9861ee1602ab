import { usePageTitle } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';

const NETWORKS: { name: string; about: string }[] = [
  { name: 'BEP2', about: 'An older chain whose addresses start with "bnb". Often needs a memo; most tokens have left it.' },
  {
    name: 'BEP20',
    about: 'A smart-contract chain with addresses starting with "0x". Same address format as ERC20, but a different network.',
  },
  { name: 'ERC20', about: 'Tokens on Ethereum, addresses starting with "0x". Network fees are paid in ETH and can be high.' },
  { name: 'TRC20', about: 'Tokens on Tron, addresses starting with "T". Low fees; popular for USDT.' },
  { name: 'BTC', about: 'The Bitcoin network. Legacy addresses start with "1" or "3".' },
  { name: 'BTC SegWit', about: 'Bitcoin with native SegWit addresses starting with "bc1"; usually lower fees.' },
];

export function WithdrawalGuidePage() {
  usePageTitle('Withdrawal guide');
  return (
    <div className="by-stack">
      <PageHeader title="Withdrawal guide" intro="How to send crypto from an exchange account to the address shown in your order." />
      <div className="by-notice by-notice-danger" role="note">
        <p>
          <strong>Pick the network that matches the address.</strong> A transfer on the wrong network, or to a mistyped address, usually
          cannot be reversed and the money is lost.
        </p>
      </div>
      <section className="by-card by-prose">
        <h2 className="by-card-title">Steps on the exchange</h2>
        <ol className="by-step-list">
          <li>Sign in to your exchange account and open the wallet or assets page.</li>
          <li>Choose the currency you selected on the Buy Token page and press Withdraw (sometimes called Send).</li>
          <li>Paste the address from your order. Copy it with the button; never type it from memory.</li>
          <li>Select the network (see below). If the exchange fills one in for you, check it is the right one.</li>
          <li>Enter the amount. Exchanges subtract a fee: make sure the amount that arrives is the amount your order asks for.</li>
          <li>Confirm with your two-factor code and keep the transaction ID the exchange shows.</li>
        </ol>
      </section>
      <section className="by-card" aria-labelledby="by-networks-title">
        <h2 id="by-networks-title" className="by-card-title">
          Networks
        </h2>
        <dl className="by-networks">
          {NETWORKS.map((n) => (
            <div key={n.name} className="by-network">
              <dt>{n.name}</dt>
              <dd>{n.about}</dd>
            </div>
          ))}
        </dl>
        <p className="by-small by-muted">When in doubt, send a small test amount first and wait until it arrives.</p>
      </section>
      <p>
        <Link to={paths.howToBuy}>Back to How to Buy</Link>
      </p>
    </div>
  );
}
