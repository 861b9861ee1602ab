import { useI18n, useLocalized } from '@openpresale/shared';
import type { Crypto, SettingsResponse } from '@openpresale/shared/schemas';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n';
import { formatDollarsCents, formatLongDate } from '../../../lib/format';
import { Accordion, type AccordionItem } from './accordion';
import { paths } from '../../../lib/paths';

interface FaqSectionProps {
  data: SettingsResponse;
  currencies: Crypto[] | undefined;
  currenciesFailed?: boolean;
}

/** 'When will {NAME} be listed?': only what the issuer configured (SPEC §0, no predictions). */
function ListingAnswer({ name, listingDate, listingPrice }: { name: string; listingDate: string | null; listingPrice: number | null }) {
  const t = useT();
  const { locale } = useI18n();
  const date = listingDate ? formatLongDate(listingDate, locale) : null;
  if (!date) return <p>{t('landing.faq.listing.unknown')}</p>;
  const price = listingPrice != null ? t('landing.faq.listing.price', { price: formatDollarsCents(listingPrice, locale) }) : '';
  return <p>{t('landing.faq.listing.announced', { name, date }) + price}</p>;
}

function PaymentMethods({ currencies, failed }: { currencies: Crypto[] | undefined; failed: boolean }) {
  const t = useT();
  if (failed) return <p>{t('landing.faq.payment.failed')}</p>;
  if (currencies === undefined) return <p>{t('landing.faq.payment.loading')}</p>;
  if (currencies.length === 0) return <p>{t('landing.faq.payment.none')}</p>;
  return (
    <>
      <p>{t('landing.faq.payment.intro', { count: currencies.length })}</p>
      <ul className="mk-faq-list">
        {currencies.map((currency) => (
          <li key={currency.id}>{t('landing.currency', { name: currency.fullName, code: currency.currency })}</li>
        ))}
      </ul>
    </>
  );
}

/** The issuer's documents (whitepaper and the like), titled in the page's language when translated. */
function DocumentLinks({ documents }: { documents: SettingsResponse['settings']['documents'] }) {
  const localized = useLocalized();
  return (
    <ul className="mk-faq-list">
      {documents.map((document) => (
        <li key={document.link}>
          <a href={document.link} target="_blank" rel="noopener noreferrer">
            {localized(document.title, document.titleI18n)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function faqItems(t: ReturnType<typeof useT>, { data, currencies, currenciesFailed = false }: FaqSectionProps) {
  const { tokenName: name, tokenSymbol: symbol, listingDate, listingPrice, documents } = data.settings;
  const items: AccordionItem[] = [
    {
      id: 'purpose',
      title: t('landing.faq.purpose.question', { name }),
      content: (
        <>
          <p>{t('landing.faq.purpose.answer', { name, symbol })}</p>
          {documents.length > 0 && <DocumentLinks documents={documents} />}
        </>
      ),
    },
    {
      id: 'listing',
      title: t('landing.faq.listing.question', { name }),
      content: <ListingAnswer name={name} listingDate={listingDate} listingPrice={listingPrice} />,
    },
    {
      id: 'buy',
      title: t('landing.faq.buy.question', { symbol }),
      content: (
        <ol className="mk-faq-list">
          <li>
            <Link to={paths.register}>{t('landing.faq.buy.register')}</Link>
            {t('landing.faq.buy.registerRest')}
          </li>
          <li>{t('landing.faq.buy.amount')}</li>
          <li>{t('landing.faq.buy.send')}</li>
          <li>{t('landing.faq.buy.credit')}</li>
        </ol>
      ),
    },
    {
      id: 'who',
      title: t('landing.faq.who.question'),
      content: <p>{t('landing.faq.who.answer')}</p>,
    },
    {
      id: 'payment',
      title: t('landing.faq.payment.question'),
      content: <PaymentMethods currencies={currencies} failed={currenciesFailed} />,
    },
  ];
  return items;
}

export function FaqSection(props: FaqSectionProps) {
  const t = useT();
  const items = faqItems(t, props);
  return (
    <section id="faq" className="mk-section mk-section-muted" aria-labelledby="mk-faq-title">
      <div className="mk-container mk-container-narrow">
        <h2 id="mk-faq-title" className="mk-section-title">
          {t('landing.faq.title')}
        </h2>
        <Accordion items={items} defaultOpenId="listing" />
      </div>
    </section>
  );
}
