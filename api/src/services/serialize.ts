import { dashboardLevel, formatBaseUnits, fromMicro, paymentUri, type StatusLevel } from '@openpresale/shared/domain';
import type { ReviewReason } from '@openpresale/shared/schemas';
import type { cryptos, transactions, users, withdrawals } from '../db/tables';

export function cryptoOut(r: typeof cryptos.$inferSelect) {
  return {
    id: r.id,
    currency: r.currency,
    fullName: r.fullName,
    rate: fromMicro(r.rateMicro),
    address: r.address,
    priceId: r.priceId,
    network: r.network,
    decimals: r.decimals,
    tokenContract: r.tokenContract,
    confirmations: r.confirmations,
    explorerTxUrl: r.explorerTxUrl,
    receiveMode: r.receiveMode,
    hasXpub: r.xpub !== null,
  };
}

export function transactionOut(r: typeof transactions.$inferSelect) {
  return {
    id: r.id,
    order_token: r.orderToken,
    crypto_to_transfer: r.cryptoToTransfer,
    amount_to_transfer: fromMicro(r.amountToTransferMicro),
    address: r.address,
    email: r.email,
    amount_to_receive: fromMicro(r.amountToReceiveMicro),
    bonus: fromMicro(r.bonusMicro),
    usd_value: fromMicro(r.usdValueMicro),
    rate: fromMicro(r.rateMicro),
    status: r.status,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
    network: r.network,
    decimals: r.decimals,
    amount_exact: r.amountBase === null ? null : formatBaseUnits(r.amountBase, r.decimals),
    amount_base: r.amountBase,
    token_contract: r.tokenContract,
    expires_at: r.expiresAt,
    confirmations_required: r.confirmationsRequired,
    received_exact: r.receivedBase === null ? null : formatBaseUnits(r.receivedBase, r.decimals),
    payer_tx_hash: r.payerTxHash,
    address_per_order: r.derivationIndex !== null,
    review_reason: r.reviewReason as ReviewReason | null,
    reject_reason: r.rejectReason,
    payment_uri:
      r.amountBase === null
        ? null
        : paymentUri({
            network: r.network,
            address: r.address,
            amountBase: r.amountBase,
            decimals: r.decimals,
            tokenContract: r.tokenContract,
          }),
  };
}

export function userOut(r: typeof users.$inferSelect, prizes: Array<{ name: string; type: string; image: string }>, levels: StatusLevel[]) {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phoneNumber,
    payout_address: r.payoutAddress,
    balance: fromMicro(r.balanceMicro),
    bonusTokens: fromMicro(r.bonusMicro),
    purchased: fromMicro(r.purchasedMicro),
    deposit: fromMicro(r.depositUsdMicro),
    created_at: r.createdAt,
    email_verified: r.emailVerifiedAt !== null,
    prizes,
    level: dashboardLevel(fromMicro(r.purchasedMicro), levels).lvl,
  };
}

export function withdrawalOut(r: typeof withdrawals.$inferSelect, email: string) {
  return {
    id: r.id,
    user_id: r.userId,
    email,
    amount: fromMicro(r.amountMicro),
    address: r.address,
    status: r.status,
    tx_hash: r.txHash,
    created_at: r.createdAt,
    updated_at: r.updatedAt,
  };
}
