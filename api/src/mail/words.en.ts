// The buyer's e-mails in English.
import { formatAmount, formatTokens, formatUsd } from './format';
import { orderUrl, type MailWords, type MessageContext } from './words';

const IGNORE = 'If you did not ask for this, you can ignore this message.';
const NOT_YOU = 'If this was not you, reset your password at once and write to the sale’s support.';
const tokens = (ctx: MessageContext, value: number) => `${formatTokens(value, ctx.locale)} ${ctx.tokenSymbol}`;

export const wordsEn: MailWords = {
  orOpenAddress: 'Or open this address:',

  verifyEmail: (_ctx, link) => ({
    subject: 'Confirm your e-mail address',
    blocks: [
      {
        p: 'Welcome! Please confirm that this is your e-mail address. You can look around without it; it is needed before your first order.',
      },
      { link: { label: 'Confirm my e-mail address', url: link } },
      { note: `The link works for 7 days and only once. ${IGNORE}` },
    ],
  }),

  confirmNewEmail: (_ctx, link) => ({
    subject: 'Confirm your new e-mail address',
    blocks: [
      { p: 'You asked to use this address for your account. It takes effect when you open the link below.' },
      { link: { label: 'Use this e-mail address', url: link } },
      { note: `The link works for 24 hours and only once. ${IGNORE}` },
    ],
  }),

  emailChangeRequested: (_ctx, newEmail) => ({
    subject: 'Your e-mail address is being changed',
    blocks: [
      {
        p: `Someone signed in to your account asked to change its e-mail address to ${newEmail}. It changes only once the link sent to that address is opened.`,
      },
      { note: NOT_YOU },
    ],
  }),

  resetPassword: (_ctx, link) => ({
    subject: 'Reset your password',
    blocks: [
      { p: 'You (or someone who knows your e-mail address) asked to reset your password.' },
      { link: { label: 'Choose a new password', url: link } },
      { note: `The link works for 30 minutes and only once. ${IGNORE} Your password stays as it is.` },
    ],
  }),

  passwordChanged: (_ctx, how) => ({
    subject: 'Your password was changed',
    blocks: [
      {
        p:
          how === 'reset'
            ? 'The password of your account was reset through a link sent to this address. Every device that was signed in has been signed out.'
            : 'The password of your account was changed from your profile. Every other device that was signed in has been signed out.',
      },
      { note: NOT_YOU },
    ],
  }),

  payoutAddressChanged: (_ctx, address) => ({
    subject: 'Your payout address was changed',
    blocks: [
      {
        p: address
          ? 'Tokens you withdraw will now be sent to this wallet address:'
          : 'The payout wallet address of your account was removed.',
      },
      ...(address ? [{ facts: [['Payout address', address]] as Array<[string, string]> }] : []),
      { note: NOT_YOU },
    ],
  }),

  orderPlaced: (ctx, order) => {
    const amount = `${formatAmount(order.amount, ctx.locale)} ${order.currency}`;
    return {
      subject: `Order received: pay ${amount}`,
      blocks: [
        { p: `We received your order. To complete it, send exactly ${amount} to the address below.` },
        {
          facts: [
            ['Amount to send', amount],
            ['To the address', order.address],
            ['Tokens', tokens(ctx, order.tokens)],
            ['Bonus', tokens(ctx, order.bonus)],
            ['Value', formatUsd(order.usd, ctx.locale)],
          ],
        },
        { link: { label: 'Follow your order', url: orderUrl(ctx, order.orderToken) } },
        { note: 'Your tokens are credited once the payment is confirmed; we will write to you then.' },
      ],
    };
  },

  orderCredited: (ctx, order) => ({
    subject: 'Payment confirmed: your tokens are credited',
    blocks: [
      { p: `Your payment was confirmed and ${tokens(ctx, order.tokens + order.bonus)} were credited to your account.` },
      {
        facts: [
          ['Tokens', tokens(ctx, order.tokens)],
          ['Bonus', tokens(ctx, order.bonus)],
          ['Balance now', tokens(ctx, order.balance)],
        ],
      },
      { link: { label: 'See your order', url: orderUrl(ctx, order.orderToken) } },
    ],
  }),

  orderRejected: (ctx, order) => ({
    subject: 'Your order was rejected',
    blocks: [
      { p: `Your order to pay ${formatAmount(order.amount, ctx.locale)} ${order.currency} was rejected; no tokens were credited for it.` },
      { facts: [['Reason', order.reason ?? 'No reason was given. Write to the sale’s support if you paid for this order.']] },
      { link: { label: 'See your order', url: orderUrl(ctx, order.orderToken) } },
    ],
  }),

  balanceCredited: (ctx, credit) => ({
    subject: 'Tokens credited to your account',
    blocks: [
      { p: `${tokens(ctx, credit.amount)} were credited to your account by the sale's administration.` },
      { facts: [['Balance now', tokens(ctx, credit.balance)]] },
    ],
  }),

  withdrawalRequested: (ctx, w) => ({
    subject: 'Withdrawal requested',
    blocks: [
      { p: `We received your request to withdraw ${tokens(ctx, w.amount)}. The tokens left your balance and will be sent to:` },
      { facts: [['Address', w.address]] },
      { note: `We will write again when they are sent. ${NOT_YOU}` },
    ],
  }),

  withdrawalSent: (ctx, w) => ({
    subject: 'Your tokens were sent',
    blocks: [
      { p: `${tokens(ctx, w.amount)} were sent to your wallet.` },
      {
        facts: [
          ['Address', w.address],
          ['Transaction hash', w.txHash],
        ],
      },
    ],
  }),

  withdrawalRejected: (ctx, w) => ({
    subject: 'Your withdrawal was rejected',
    blocks: [{ p: `Your request to withdraw ${tokens(ctx, w.amount)} to ${w.address} was rejected. The tokens are back in your balance.` }],
  }),
};
