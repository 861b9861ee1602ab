// The text of every e-mail the product sends, as plain text and HTML, branded with the token's
// name and monogram from settings (the product ships no logo image: white-label). Each function
// returns the message for one event; links start with the site's public address.
import { formatTokens } from './format';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Brand {
  tokenName: string;
  tokenSymbol: string;
  publicUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

type Block = { p: string } | { link: { label: string; url: string } } | { facts: Array<[string, string]> } | { note: string };

/** One message from its blocks: the same words in the text and the HTML part. */
function compose(brand: Brand, subject: string, blocks: Block[]): MailContent {
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
          `<p style="margin:0 0 16px;font-size:12px;color:#555">Or open this address: ${escapeHtml(block.link.url)}</p>`,
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

const IGNORE = 'If you did not ask for this, you can ignore this message.';
const NOT_YOU = 'If this was not you, reset your password at once and write to the sale’s support.';

export const templates = {
  verifyEmail: (brand: Brand, link: string) =>
    compose(brand, 'Confirm your e-mail address', [
      {
        p: 'Welcome! Please confirm that this is your e-mail address. You can look around without it; it is needed before your first order.',
      },
      { link: { label: 'Confirm my e-mail address', url: link } },
      { note: `The link works for 7 days and only once. ${IGNORE}` },
    ]),

  confirmNewEmail: (brand: Brand, link: string) =>
    compose(brand, 'Confirm your new e-mail address', [
      { p: 'You asked to use this address for your account. It takes effect when you open the link below.' },
      { link: { label: 'Use this e-mail address', url: link } },
      { note: `The link works for 24 hours and only once. ${IGNORE}` },
    ]),

  emailChangeRequested: (brand: Brand, newEmail: string) =>
    compose(brand, 'Your e-mail address is being changed', [
      {
        p: `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes only once the link sent to that address is opened.`,
      },
      { note: NOT_YOU },
    ]),

  resetPassword: (brand: Brand, link: string) =>
    compose(brand, 'Reset your password', [
      { p: 'You (or someone who knows your e-mail address) asked to reset your password.' },
      { link: { label: 'Choose a new password', url: link } },
      { note: `The link works for 30 minutes and only once. ${IGNORE} Your password stays as it is.` },
    ]),

  passwordChanged: (brand: Brand, how: 'reset' | 'profile') =>
    compose(brand, 'Your password was changed', [
      {
        p:
          how === 'reset'
            ? 'The password of your account was reset through a link sent to this address. Every device that was signed in has been signed out.'
            : 'The password of your account was changed from your profile. Every other device that was signed in has been signed out.',
      },
      { note: NOT_YOU },
    ]),

  payoutAddressChanged: (brand: Brand, address: string | null) =>
    compose(brand, 'Your payout address was changed', [
      {
        p: address
          ? 'Tokens you withdraw will now be sent to this wallet address:'
          : 'The payout wallet address of your account was removed.',
      },
      ...(address ? [{ facts: [['Payout address', address]] as Array<[string, string]> }] : []),
      { note: NOT_YOU },
    ]),

  orderPlaced: (
    brand: Brand,
    order: { orderToken: string; currency: string; amount: number; address: string; tokens: number; bonus: number; usd: number },
  ) =>
    compose(brand, `Order received: pay ${order.amount} ${order.currency}`, [
      { p: `We received your order. To complete it, send exactly ${order.amount} ${order.currency} to the address below.` },
      {
        facts: [
          ['Amount to send', `${order.amount} ${order.currency}`],
          ['To the address', order.address],
          ['Tokens', `${formatTokens(order.tokens)} ${brand.tokenSymbol}`],
          ['Bonus', `${formatTokens(order.bonus)} ${brand.tokenSymbol}`],
          ['Value', `$${order.usd.toFixed(2)}`],
        ],
      },
      { link: { label: 'Follow your order', url: `${brand.publicUrl}/dashboard/transaction?order=${order.orderToken}` } },
      { note: 'Your tokens are credited once the payment is confirmed; we will write to you then.' },
    ]),

  orderCredited: (brand: Brand, order: { orderToken: string; tokens: number; bonus: number; balance: number }) =>
    compose(brand, 'Payment confirmed: your tokens are credited', [
      {
        p: `Your payment was confirmed and ${formatTokens(order.tokens + order.bonus)} ${brand.tokenSymbol} were credited to your account.`,
      },
      {
        facts: [
          ['Tokens', `${formatTokens(order.tokens)} ${brand.tokenSymbol}`],
          ['Bonus', `${formatTokens(order.bonus)} ${brand.tokenSymbol}`],
          ['Balance now', `${formatTokens(order.balance)} ${brand.tokenSymbol}`],
        ],
      },
      { link: { label: 'See your order', url: `${brand.publicUrl}/dashboard/transaction?order=${order.orderToken}` } },
    ]),

  orderRejected: (brand: Brand, order: { orderToken: string; amount: number; currency: string; reason: string | null }) =>
    compose(brand, 'Your order was rejected', [
      { p: `Your order to pay ${order.amount} ${order.currency} was rejected; no tokens were credited for it.` },
      { facts: [['Reason', order.reason ?? 'No reason was given. Write to the sale’s support if you paid for this order.']] },
      { link: { label: 'See your order', url: `${brand.publicUrl}/dashboard/transaction?order=${order.orderToken}` } },
    ]),

  balanceCredited: (brand: Brand, credit: { amount: number; balance: number }) =>
    compose(brand, 'Tokens credited to your account', [
      { p: `${formatTokens(credit.amount)} ${brand.tokenSymbol} were credited to your account by the sale's administration.` },
      { facts: [['Balance now', `${formatTokens(credit.balance)} ${brand.tokenSymbol}`]] },
    ]),

  withdrawalRequested: (brand: Brand, w: { amount: number; address: string }) =>
    compose(brand, 'Withdrawal requested', [
      {
        p: `We received your request to withdraw ${formatTokens(w.amount)} ${brand.tokenSymbol}. The tokens left your balance and will be sent to:`,
      },
      { facts: [['Address', w.address]] },
      { note: `We will write again when they are sent. ${NOT_YOU}` },
    ]),

  withdrawalSent: (brand: Brand, w: { amount: number; address: string; txHash: string }) =>
    compose(brand, 'Your tokens were sent', [
      { p: `${formatTokens(w.amount)} ${brand.tokenSymbol} were sent to your wallet.` },
      {
        facts: [
          ['Address', w.address],
          ['Transaction hash', w.txHash],
        ],
      },
    ]),

  withdrawalRejected: (brand: Brand, w: { amount: number; address: string }) =>
    compose(brand, 'Your withdrawal was rejected', [
      {
        p: `Your request to withdraw ${formatTokens(w.amount)} ${brand.tokenSymbol} to ${w.address} was rejected. The tokens are back in your balance.`,
      },
    ]),

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
    return compose(brand, 'What waits for you', lines);
  },
};
