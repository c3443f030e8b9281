import { randomBytes } from 'node:crypto';
import type { PaymentGatewayHealth } from '../health/health.routes.ts';
import type { CaptureOutcome, PaymentProvider, StoredOrder } from './payment-provider.ts';

/**
 * In test mode this amount is declined at capture, so the failure path can be tried by hand
 * and by the browser tests. Only the test provider knows it; PayPal never sees it.
 */
export const TEST_DECLINE_AMOUNT_CENTS = 1313;

/**
 * The built-in provider used when no PayPal credentials are configured: the same
 * create -> approve -> capture flow, no money moves, and donations are stored with provider
 * 'test' so nothing is ever counted as paid.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly kind = 'test' as const;
  readonly mode = 'test mode' as const;
  readonly clientId = null;

  async createOrder(): Promise<{ orderId: string }> {
    // Same shape as a PayPal order id (upper-case letters and digits), clearly prefixed.
    return { orderId: `TEST-${randomBytes(8).toString('hex').toUpperCase()}` };
  }

  async capture(order: StoredOrder): Promise<CaptureOutcome> {
    if (order.amountCents === TEST_DECLINE_AMOUNT_CENTS) return { status: 'DECLINED' };
    return {
      status: 'COMPLETED',
      captureId: `TESTCAP-${randomBytes(6).toString('hex').toUpperCase()}`,
      amountCents: order.amountCents,
      currency: order.currency,
    };
  }

  async probe(): Promise<PaymentGatewayHealth> {
    return { ok: true, mode: this.mode, detail: 'No PayPal credentials configured: donations run in test mode and move no money' };
  }
}
