// The text of every e-mail the product sends, as plain text and HTML, branded with the token's
// name and monogram from settings (the product ships no logo image: white-label). Each function
// returns the message for one event; links start with the site's public address. A buyer's
// message is in the buyer's language (words.en.ts, words.ru.ts); the administrators' digest is in
// English, the language of the administration's mail.
import type { Locale } from '@openpresale/shared/i18n';
import { formatTokens } from './format';
import type { Block, MailWords, Message } from './words';
import { wordsEn } from './words.en';
import { wordsRu } from './words.ru';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Brand {
  tokenName: string;
  tokenSymbol: string;
  publicUrl: string;
  /** the language of the recipient */
  locale: Locale;
}

const WORDS: Record<Locale, MailWords> = { en: wordsEn, ru: wordsRu };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** One message from its blocks: the same words in the text and the HTML part. */
function compose(brand: Brand, { subject, blocks }: Message): MailContent {
  const text: string[] = [];
  const html: string[] = [];
  for (const block of blocks) {
    if ('p' in block) {
      text.push(block.p);
      html.push(`<p style="margin:0 0 16px">${escapeHtml(block.p)}</p>`);
    } else if ('link' in block) {
      text.push(`${block.link.label}:\n${block.link.url}`);
      html.push(
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link.url)}" style="display:inline-block;background:#1f4fd1;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:6px">${escapeHtml(block.link.label)}</a></p>` +
          `<p style="margin:0 0 16px;font-size:12px;color:#555">${escapeHtml(WORDS[brand.locale].orOpenAddress)} ${escapeHtml(block.link.url)}</p>`,
      );
    } else if ('facts' in block) {
      text.push(block.facts.map(([k, v]) => `${k}: ${v}`).join('\n'));
      html.push(
        `<table style="border-collapse:collapse;margin:0 0 16px">${block.facts
          .map(
            ([k, v]) =>
              `<tr><td style="padding:4px 12px 4px 0;color:#555">${escapeHtml(k)}</td><td style="padding:4px 0;font-family:monospace;word-break:break-all">${escapeHtml(v)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    } else {
      text.push(block.note);
      html.push(`<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(block.note)}</p>`);
    }
  }
  const footer = `${brand.tokenName} · ${brand.publicUrl}`;
  const monogram = escapeHtml(brand.tokenSymbol.slice(0, 2).toUpperCase());
  return {
    subject: `${brand.tokenName}: ${subject}`,
    text: `${brand.tokenName}\n\n${text.join('\n\n')}\n\n--\n${footer}\n`,
    html:
      `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1b1f2a">` +
      `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">` +
      `<div style="margin:0 0 20px;font-size:18px;font-weight:bold"><span style="display:inline-block;width:32px;height:32px;line-height:32px;text-align:center;border-radius:16px;background:#1f4fd1;color:#ffffff;font-size:13px;margin-right:8px">${monogram}</span>${escapeHtml(brand.tokenName)}</div>` +
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>${html.join('')}` +
      `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(footer)}</p></div></body></html>`,
  };
}

/** A buyer's message in the buyer's language. */
const buyerMail =
  <A extends unknown[]>(pick: (words: MailWords) => (ctx: Brand, ...args: A) => Message) =>
  (brand: Brand, ...args: A): MailContent =>
    compose(brand, pick(WORDS[brand.locale])(brand, ...args));

export const templates = {
  verifyEmail: buyerMail((w) => w.verifyEmail),
  confirmNewEmail: buyerMail((w) => w.confirmNewEmail),
  emailChangeRequested: buyerMail((w) => w.emailChangeRequested),
  resetPassword: buyerMail((w) => w.resetPassword),
  passwordChanged: buyerMail((w) => w.passwordChanged),
  payoutAddressChanged: buyerMail((w) => w.payoutAddressChanged),
  orderPlaced: buyerMail((w) => w.orderPlaced),
  orderCredited: buyerMail((w) => w.orderCredited),
  orderRejected: buyerMail((w) => w.orderRejected),
  balanceCredited: buyerMail((w) => w.balanceCredited),
  withdrawalRequested: buyerMail((w) => w.withdrawalRequested),
  withdrawalSent: buyerMail((w) => w.withdrawalSent),
  withdrawalRejected: buyerMail((w) => w.withdrawalRejected),

  // To administrators, always in English (the administration's mail has one language).
  adminDigest: (
    brand: Brand,
    digest: {
      withdrawals: Array<{ id: number; email: string; amount: number; address: string }>;
      pendingOrders: number;
      newOrders: number;
      failedMail: number;
    },
  ) => {
    const lines: Block[] = [];
    if (digest.withdrawals.length > 0) {
      lines.push({ p: `${digest.withdrawals.length} new withdrawal request${digest.withdrawals.length === 1 ? '' : 's'} to send:` });
      lines.push({
        facts: digest.withdrawals.map((w) => [`#${w.id} ${w.email}`, `${formatTokens(w.amount)} ${brand.tokenSymbol} → ${w.address}`]),
      });
    }
    if (digest.newOrders > 0)
      lines.push({
        p: `${digest.newOrders} new order${digest.newOrders === 1 ? '' : 's'} placed; ${digest.pendingOrders} order${digest.pendingOrders === 1 ? '' : 's'} in all wait for your decision.`,
      });
    if (digest.failedMail > 0)
      lines.push({ p: `${digest.failedMail} e-mail${digest.failedMail === 1 ? '' : 's'} could not be delivered; see the Outbox page.` });
    lines.push({ link: { label: 'Open the administration', url: `${brand.publicUrl}/admin/dashboard` } });
    return compose({ ...brand, locale: 'en' }, { subject: 'What waits for you', blocks: lines });
  },
};
