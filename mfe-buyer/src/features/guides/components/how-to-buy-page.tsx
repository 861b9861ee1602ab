import { usePageTitle } from '@openpresale/shared';
import { Link } from 'react-router-dom';
import { useSettings } from '../../../api/use-settings';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../lib/paths';

export function HowToBuyPage() {
  usePageTitle('How to Buy');
  const settings = useSettings();
  const symbol = settings.data?.settings.tokenSymbol ?? 'the token';
  return (
    <div className="by-stack">
      <PageHeader title="How to Buy" intro={`You pay for ${symbol} with a cryptocurrency. If you hold none yet, get some first.`} />
      <div className="by-grid by-grid-2">
        <section className="by-card by-prose">
          <h2 className="by-card-title">Get crypto with a wallet app</h2>
          <p>
            Many self-custody wallet apps let you buy coins with a bank card through a payment partner. Install a wallet you trust, write
            down its recovery phrase on paper and keep it offline, then buy one of the currencies listed on the Buy Token page.
          </p>
          <p className="by-small by-muted">Nobody from this team will ever ask for your recovery phrase.</p>
        </section>
        <section className="by-card by-prose">
          <h2 className="by-card-title">Get crypto on an exchange</h2>
          <p>
            A regulated exchange lets you deposit money, buy a cryptocurrency and send it on. Sending from an exchange needs the right
            network and address; the withdrawal guide explains both.
          </p>
          <Link to={paths.withdrawalGuide}>Read the withdrawal guide</Link>
        </section>
      </div>
      <section className="by-card by-prose">
        <h2 className="by-card-title">Buy {symbol} step by step</h2>
        <ol className="by-step-list">
          <li>
            Open <Link to={paths.buyToken}>Buy Token</Link> and choose the currency you will pay with.
          </li>
          <li>
            Type the amount you pay, or use Swap to type the {symbol} you want to receive. The page shows the minimum, the maximum and your
            bonus.
          </li>
          <li>Press Buy Now!, check the amounts and press Continue.</li>
          <li>Send exactly the shown amount to the shown address, by copying both or scanning the QR code, then press Confirm.</li>
          <li>
            Your order page shows Processing Transaction until the payment is confirmed; your balance is credited when it is approved.
          </li>
        </ol>
      </section>
    </div>
  );
}
