import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { type DonationOrderInput } from '@breachwatch/core/schemas/donation';
import { z } from 'zod';
import { apiPost, ApiError } from '../../../lib/api-client';
import { PaymentStepError } from './payment-step-error';

const m = MESSAGES.donation;
const createOrderResponse = z.object({ orderID: z.string().min(1) });

/** Asks the server to create the order; the server decides and re-validates the amount. */
export async function createOrder(input: DonationOrderInput): Promise<string> {
  let data: unknown;
  try {
    data = await apiPost<unknown>('/api/payments/create-order', input, { timeoutMs: 30_000 });
  } catch (error) {
    throw new PaymentStepError(m.startFailed, error instanceof ApiError && error.status < 500 ? error.message : m.createOrderFallback);
  }
  const parsed = createOrderResponse.safeParse(data);
  if (!parsed.success) throw new PaymentStepError(m.startFailed, m.createOrderFallback);
  return parsed.data.orderID;
}
