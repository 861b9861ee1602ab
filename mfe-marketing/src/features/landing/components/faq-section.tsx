import type { Crypto, SettingsResponse } from '@openpresale/shared/schemas';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/format';
import { Accordion, type AccordionItem } from './accordion';
import { paths } from '../../../lib/paths';

interface FaqSectionProps {
  data: SettingsResponse;
  currencies: Crypto[] | undefined;
  currenciesFailed?: boolean;
}

/** 'When will {NAME} be listed?': only what the issuer configured (SPEC §0, no predictions). */
export function listingAnswer(name: string, listingDate: string | null, listingPrice: number | null): string {
  const date = listingDate ? formatLongDate(listingDate) : null;
  if (!date) return 'The listing date has not been announced yet.';
  const price = listingPrice != null ? ` The announced listing price is $${listingPrice.toFixed(2)}.` : '';
  return `The issuer has announced the listing of ${name} for ${date}.${price}`;
}

function PaymentMethods({ currencies, failed }: { currencies: Crypto[] | undefined; failed: boolean }) {
  if (failed) return <p>The accepted currencies could not be loaded. Please reload the page.</p>;
  if (currencies === undefined) return <p>Loading the accepted currencies…</p>;
  if (currencies.length === 0) return <p>No payment currencies have been configured yet.</p>;
  return (
    <>
      <p>You can pay in any of these cryptocurrencies:</p>
      <ul className="mk-faq-list">
        {currencies.map((currency) => (
          <li key={currency.id}>
            {currency.fullName} ({currency.currency})
          </li>
        ))}
      </ul>
    </>
  );
}

export function FaqSection({ data, currencies, currenciesFailed = false }: FaqSectionProps) {
  const { tokenName: name, tokenSymbol: symbol, listingDate, listingPrice, documents } = data.settings;
  const items: AccordionItem[] = [
    {
      id: 'purpose',
      title: `What is ${name} for?`,
      content: (
        <>
          <p>
            {name} ({symbol}) is the token its issuer sells in this presale. What the token gives you is set out in the issuer's own
            documents; read them before you buy.
          </p>
          {documents.length > 0 && (
            <ul className="mk-faq-list">
              {documents.map((document) => (
                <li key={document.link}>
                  <a href={document.link} target="_blank" rel="noopener noreferrer">
                    {document.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </>
      ),
    },
    {
      id: 'listing',
      title: `When will ${name} be listed?`,
      content: <p>{listingAnswer(name, listingDate, listingPrice)}</p>,
    },
    {
      id: 'buy',
      title: `How do I buy ${symbol}?`,
      content: (
        <ol className="mk-faq-list">
          <li>
            <Link to={paths.register}>Create an account</Link> with your name, e-mail address and phone number.
          </li>
          <li>On the Buy Token page, enter an amount and choose the cryptocurrency you want to pay with.</li>
          <li>Send exactly the amount shown to the address shown, from your own wallet or exchange account.</li>
          <li>Once the payment is confirmed, the tokens and your level bonus are credited to your account.</li>
        </ol>
      ),
    },
    {
      id: 'who',
      title: 'Who can take part?',
      content: (
        <p>
          Anyone who registers an account, where buying crypto-assets is allowed by the law that applies to them. Check the rules of your
          country before you buy; you are responsible for following them.
        </p>
      ),
    },
    {
      id: 'payment',
      title: 'Which payment methods are accepted?',
      content: <PaymentMethods currencies={currencies} failed={currenciesFailed} />,
    },
  ];
  return (
    <section id="faq" className="mk-section mk-section-muted" aria-labelledby="mk-faq-title">
      <div className="mk-container mk-container-narrow">
        <h2 id="mk-faq-title" className="mk-section-title">
          Frequently asked questions
        </h2>
        <Accordion items={items} defaultOpenId="listing" />
      </div>
    </section>
  );
}
