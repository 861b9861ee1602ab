// The buyer's e-mails in Russian: the same messages as words.en.ts, numbers as Russian writes them.
import { formatAmount, formatTokens, formatUsd } from './format';
import { orderUrl, type MailWords, type MessageContext } from './words';

const IGNORE = 'Если вы этого не запрашивали, просто не обращайте внимания на это письмо.';
const NOT_YOU = 'Если это были не вы, немедленно сбросьте пароль и напишите в поддержку продажи токенов.';
const tokens = (ctx: MessageContext, value: number) => `${formatTokens(value, ctx.locale)} ${ctx.tokenSymbol}`;

export const wordsRu: MailWords = {
  orOpenAddress: 'Или откройте этот адрес:',

  verifyEmail: (_ctx, link) => ({
    subject: 'Подтвердите адрес e-mail',
    blocks: [
      {
        p: 'Добро пожаловать! Подтвердите, пожалуйста, что это ваш адрес e-mail. Осмотреться можно и без этого, но перед первым заказом подтверждение понадобится.',
      },
      { link: { label: 'Подтвердить адрес e-mail', url: link } },
      { note: `Ссылка действует 7 дней и только один раз. ${IGNORE}` },
    ],
  }),

  confirmNewEmail: (_ctx, link) => ({
    subject: 'Подтвердите новый адрес e-mail',
    blocks: [
      { p: 'Вы попросили использовать этот адрес для своей учётной записи. Он начнёт действовать, когда вы откроете ссылку ниже.' },
      { link: { label: 'Использовать этот адрес', url: link } },
      { note: `Ссылка действует 24 часа и только один раз. ${IGNORE}` },
    ],
  }),

  emailChangeRequested: (_ctx, newEmail) => ({
    subject: 'Адрес e-mail вашей учётной записи меняется',
    blocks: [
      {
        p: `Кто-то, вошедший в вашу учётную запись, попросил сменить её адрес e-mail на ${newEmail}. Адрес сменится, только когда будет открыта ссылка, отправленная на него.`,
      },
      { note: NOT_YOU },
    ],
  }),

  resetPassword: (_ctx, link) => ({
    subject: 'Сброс пароля',
    blocks: [
      { p: 'Вы (или кто-то, кто знает ваш адрес e-mail) попросили сбросить пароль.' },
      { link: { label: 'Задать новый пароль', url: link } },
      { note: `Ссылка действует 30 минут и только один раз. ${IGNORE} Ваш пароль останется прежним.` },
    ],
  }),

  passwordChanged: (_ctx, how) => ({
    subject: 'Ваш пароль изменён',
    blocks: [
      {
        p:
          how === 'reset'
            ? 'Пароль вашей учётной записи сброшен по ссылке, отправленной на этот адрес. На всех устройствах, где был выполнен вход, сеансы завершены.'
            : 'Пароль вашей учётной записи изменён в профиле. На всех остальных устройствах, где был выполнен вход, сеансы завершены.',
      },
      { note: NOT_YOU },
    ],
  }),

  payoutAddressChanged: (_ctx, address) => ({
    subject: 'Адрес для вывода средств изменён',
    blocks: [
      {
        p: address
          ? 'Теперь выведенные токены будут отправляться на этот адрес кошелька:'
          : 'Адрес кошелька для вывода средств удалён из вашей учётной записи.',
      },
      ...(address ? [{ facts: [['Адрес для вывода средств', address]] as Array<[string, string]> }] : []),
      { note: NOT_YOU },
    ],
  }),

  orderPlaced: (ctx, order) => {
    const amount = `${formatAmount(order.amount, ctx.locale)} ${order.currency}`;
    return {
      subject: `Заказ принят: оплатите ${amount}`,
      blocks: [
        { p: `Мы получили ваш заказ. Чтобы завершить его, отправьте ровно ${amount} на адрес ниже.` },
        {
          facts: [
            ['Сумма к отправке', amount],
            ['На адрес', order.address],
            ['Токены', tokens(ctx, order.tokens)],
            ['Бонус', tokens(ctx, order.bonus)],
            ['Стоимость', formatUsd(order.usd, ctx.locale)],
          ],
        },
        { link: { label: 'Следить за заказом', url: orderUrl(ctx, order.orderToken) } },
        { note: 'Токены будут зачислены после подтверждения оплаты — тогда мы вам напишем.' },
      ],
    };
  },

  orderCredited: (ctx, order) => ({
    subject: 'Оплата подтверждена: токены зачислены',
    blocks: [
      { p: `Ваша оплата подтверждена, на ваш счёт зачислено ${tokens(ctx, order.tokens + order.bonus)}.` },
      {
        facts: [
          ['Токены', tokens(ctx, order.tokens)],
          ['Бонус', tokens(ctx, order.bonus)],
          ['Баланс сейчас', tokens(ctx, order.balance)],
        ],
      },
      { link: { label: 'Открыть заказ', url: orderUrl(ctx, order.orderToken) } },
    ],
  }),

  orderRejected: (ctx, order) => ({
    subject: 'Ваш заказ отклонён',
    blocks: [
      { p: `Ваш заказ на оплату ${formatAmount(order.amount, ctx.locale)} ${order.currency} отклонён; токены по нему не зачислены.` },
      { facts: [['Причина', order.reason ?? 'Причина не указана. Если вы оплатили этот заказ, напишите в поддержку продажи токенов.']] },
      { link: { label: 'Открыть заказ', url: orderUrl(ctx, order.orderToken) } },
    ],
  }),

  balanceCredited: (ctx, credit) => ({
    subject: 'На ваш счёт зачислены токены',
    blocks: [
      { p: `Администрация продажи зачислила на ваш счёт ${tokens(ctx, credit.amount)}.` },
      { facts: [['Баланс сейчас', tokens(ctx, credit.balance)]] },
    ],
  }),

  withdrawalRequested: (ctx, w) => ({
    subject: 'Заявка на вывод средств принята',
    blocks: [
      { p: `Мы получили вашу заявку на вывод ${tokens(ctx, w.amount)}. Токены списаны с баланса и будут отправлены на адрес:` },
      { facts: [['Адрес', w.address]] },
      { note: `Мы напишем ещё раз, когда они будут отправлены. ${NOT_YOU}` },
    ],
  }),

  withdrawalSent: (ctx, w) => ({
    subject: 'Ваши токены отправлены',
    blocks: [
      { p: `На ваш кошелёк отправлено ${tokens(ctx, w.amount)}.` },
      {
        facts: [
          ['Адрес', w.address],
          ['Хеш транзакции', w.txHash],
        ],
      },
    ],
  }),

  withdrawalRejected: (ctx, w) => ({
    subject: 'Ваша заявка на вывод средств отклонена',
    blocks: [{ p: `Ваша заявка на вывод ${tokens(ctx, w.amount)} на адрес ${w.address} отклонена. Токены возвращены на баланс.` }],
  }),
};
