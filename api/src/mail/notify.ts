// The events that send e-mail, each written to the outbox inside the event's own unit of work.
// The site's public address and the sender's domain are set once per opened database
// (configureMail, from createApp), so services call these without passing configuration around.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@openpresale/shared/i18n';
import { connectionOf, type Db } from '../db/client';
import { getSettings } from '../services/settings';
import { enqueueMail, senderDomain } from './outbox';
import { templates, type Brand, type MailContent } from './templates';

export interface MailSetup {
  /** the site's origin as buyers reach it; links in e-mails start with it */
  publicUrl: string;
  /** the From header of every message */
  from: string;
}

const DEFAULT_SETUP: MailSetup = { publicUrl: 'http://localhost:8080', from: 'OpenPresale <no-reply@localhost>' };

export function configureMail(db: Db, setup: Partial<MailSetup>): void {
  connectionOf(db).shared.set('mail', { ...DEFAULT_SETUP, ...setup });
}

export function mailSetup(db: Db): MailSetup {
  return (connectionOf(db).shared.get('mail') as MailSetup | undefined) ?? DEFAULT_SETUP;
}

async function brandOf(tx: Db, locale: Locale): Promise<Brand> {
  const settings = await getSettings(tx);
  return { tokenName: settings.tokenName, tokenSymbol: settings.tokenSymbol, publicUrl: mailSetup(tx).publicUrl, locale };
}

/**
 * Writes the message of one event; `key` names the event (one message per key, ever). `locale`
 * is the recipient's language: a buyer's `users.locale`; English when not given (administrators).
 */
export async function sendMail(
  tx: Db,
  event: { key: string; kind: string; to: string; now: string; locale?: string; content: (brand: Brand) => MailContent },
): Promise<void> {
  const brand = await brandOf(tx, isLocale(event.locale) ? event.locale : DEFAULT_LOCALE);
  await enqueueMail(tx, {
    key: event.key,
    kind: event.kind,
    to: event.to,
    content: event.content(brand),
    now: event.now,
    domain: senderDomain(mailSetup(tx).from),
  });
}

export { templates };
