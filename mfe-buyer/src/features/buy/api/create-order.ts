import { ApiRequestError, type ApiClient } from '@openpresale/shared';
import { createOrderResponseSchema, orderConflictSchema } from '@openpresale/shared/schemas';
import { parseAnswer } from '@openpresale/shared/queries';

/** The figures the buyer saw and agrees to; the server recomputes them all (SPEC §9). */
export interface OrderFigures {
  currency: string;
  amountToTransfer: number;
  tokens: number;
  bonus: number;
  amountToReceive: number;
  usdValue: number | null;
  address: string;
  rate: number;
  /** 'manual', or a watched network: then the order is created first and paid on its own page */
  network?: string;
}

export type CreateOrderResult =
  | { kind: 'created'; orderToken: string }
  /** 409: the server's figures differ (a new rate, a new level); the buyer must agree again. */
  | { kind: 'changed'; figures: OrderFigures; message: string; error: ApiRequestError };

export async function createOrder(api: ApiClient, figures: OrderFigures): Promise<CreateOrderResult> {
  try {
    const answer = await api.post('transactions.php', {
      auth: 'user',
      body: {
        cryptoToTransfer: figures.currency,
        amountToTransfer: figures.amountToTransfer,
        amountToReceive: figures.amountToReceive,
        bonus: figures.bonus,
        ...(figures.usdValue != null ? { usdValue: figures.usdValue } : {}),
        address: figures.address,
      },
    });
    return { kind: 'created', orderToken: parseAnswer(createOrderResponseSchema, answer, 'transactions.php').orderToken };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      const conflict = orderConflictSchema.safeParse(error.body);
      if (conflict.success) {
        const expected = conflict.data.expected;
        return {
          kind: 'changed',
          message: conflict.data.message,
          // the answer itself, so the page can say why in the reader's language (its code)
          error,
          figures: {
            ...figures,
            tokens: expected.tokens,
            bonus: expected.bonus,
            amountToReceive: expected.amountToReceive,
            usdValue: expected.usdValue,
            address: expected.address,
            rate: expected.rate,
          },
        };
      }
    }
    throw error;
  }
}
