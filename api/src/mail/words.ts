// What each buyer's e-mail says, per language: a subject and its blocks. templates.ts lays the
// blocks out as text and HTML; words.en.ts and words.ru.ts give the same messages in each language.
import type { Locale } from '@openpresale/shared/i18n';

export type Block = { p: string } | { link: { label: string; url: string } } | { facts: Array<[string, string]> } | { note: string };

export interface Message {
  subject: string;
  blocks: Block[];
}

/** The token's symbol and the site's address, the parts of a message that are not words. */
export interface MessageContext {
  tokenSymbol: string;
  publicUrl: string;
  locale: Locale;
}

export interface OrderPlaced {
  orderToken: string;
  currency: string;
  amount: number;
  address: string;
  tokens: number;
  bonus: number;
  usd: number;
}

export interface MailWords {
  /** under a button, for a mail reader that does not show it */
  orOpenAddress: string;
  verifyEmail(ctx: MessageContext, link: string): Message;
  confirmNewEmail(ctx: MessageContext, link: string): Message;
  emailChangeRequested(ctx: MessageContext, newEmail: string): Message;
  resetPassword(ctx: MessageContext, link: string): Message;
  passwordChanged(ctx: MessageContext, how: 'reset' | 'profile'): Message;
  payoutAddressChanged(ctx: MessageContext, address: string | null): Message;
  orderPlaced(ctx: MessageContext, order: OrderPlaced): Message;
  orderCredited(ctx: MessageContext, order: { orderToken: string; tokens: number; bonus: number; balance: number }): Message;
  orderRejected(ctx: MessageContext, order: { orderToken: string; amount: number; currency: string; reason: string | null }): Message;
  balanceCredited(ctx: MessageContext, credit: { amount: number; balance: number }): Message;
  withdrawalRequested(ctx: MessageContext, w: { amount: number; address: string }): Message;
  withdrawalSent(ctx: MessageContext, w: { amount: number; address: string; txHash: string }): Message;
  withdrawalRejected(ctx: MessageContext, w: { amount: number; address: string }): Message;
}

export const orderUrl = (ctx: MessageContext, orderToken: string) => `${ctx.publicUrl}/dashboard/transaction?order=${orderToken}`;
