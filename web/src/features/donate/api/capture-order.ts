import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { z } from 'zod';
import { apiPost, ApiError } from '../../../lib/api-client';
import { PaymentStepError } from './payment-step-error';

const m = MESSAGES.donation;
const captureResponse = z.object({ ok: z.boolean(), details: z.object({ status: z.string() }) });

/**
 * Asks the server to capture the approved order (it charges the amount it stored, not one we
 * send) and returns PayPal's status; COMPLETED is the only success.
 */
export async function captureOrder(orderID: string): Promise<string> {
  let data: unknown;
  try {
    data = await apiPost<unknown>('/api/payments/capture-order', { orderID }, { timeoutMs: 45_000 });
  } catch (error) {
    if (error instanceof ApiError) {
      // A decline or an unapproved order already carries its own plain message.
      if (error.message === m.declined || error.message === m.captureFailed || error.message === m.notCompleted)
        throw new PaymentStepError(error.message);
      throw new PaymentStepError(m.captureFailed, error.status < 500 ? error.message : m.captureFallback);
    }
    throw new PaymentStepError(m.captureFailed, m.captureFallback);
  }
  const parsed = captureResponse.safeParse(data);
  if (!parsed.success) throw new PaymentStepError(m.captureFailed, m.captureFallback);
  return parsed.data.details.status;
}
