import type { Config } from '../config.ts';
import type { PaymentGatewayHealth } from '../health/health.routes.ts';
import { PayPalClient, PaymentProviderError } from './paypal-client.ts';
import { TestPaymentProvider } from './test-provider.ts';

export type ProviderKind = 'paypal' | 'test';
export type GatewayMode = 'paypal-live' | 'paypal-sandbox' | 'test mode';

export interface CaptureOutcome {
  /** COMPLETED, DECLINED, PENDING or whatever else PayPal reported for the capture */
  status: string;
  captureId?: string;
  amountCents?: number;
  currency?: string;
}

export interface StoredOrder {
  orderId: string;
  amountCents: number;
  currency: string;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  readonly mode: GatewayMode;
  /** Public client id for the browser SDK; null in test mode. */
  readonly clientId: string | null;
  createOrder(input: { amountCents: number; currency: string; description: string; requestId: string }): Promise<{ orderId: string }>;
  capture(order: StoredOrder, requestId: string): Promise<CaptureOutcome>;
  probe(): Promise<PaymentGatewayHealth>;
}

const PROBE_CACHE_MS = 60_000;

class PayPalProvider implements PaymentProvider {
  readonly kind = 'paypal' as const;
  private lastProbe?: { at: number; result: PaymentGatewayHealth };

  constructor(
    private readonly client: PayPalClient,
    readonly clientId: string,
    readonly mode: GatewayMode,
  ) {}

  async createOrder(input: { amountCents: number; currency: string; description: string; requestId: string }) {
    const order = await this.client.createOrder(input);
    return { orderId: order.id };
  }

  async capture(order: StoredOrder, requestId: string): Promise<CaptureOutcome> {
    try {
      const c = await this.client.captureOrder(order.orderId, requestId);
      return { status: c.captureStatus ?? c.orderStatus, captureId: c.captureId, amountCents: c.amountCents, currency: c.currency };
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === 'declined') return { status: 'DECLINED' };
      // Captured under another request id (e.g. a capture that timed out on our side): read the result.
      if (error instanceof PaymentProviderError && error.kind === 'already-captured') {
        const c = await this.client.getOrder(order.orderId);
        return { status: c.captureStatus ?? c.orderStatus, captureId: c.captureId, amountCents: c.amountCents, currency: c.currency };
      }
      throw error;
    }
  }

  /** Reachable and credentials accepted = a token can be had. Cached so the dashboard cannot hammer PayPal. */
  async probe(): Promise<PaymentGatewayHealth> {
    if (this.lastProbe && Date.now() - this.lastProbe.at < PROBE_CACHE_MS) return this.lastProbe.result;
    let result: PaymentGatewayHealth;
    try {
      await this.client.accessToken();
      result = { ok: true, mode: this.mode };
    } catch (error) {
      const kind = error instanceof PaymentProviderError ? error.kind : 'unavailable';
      result = { ok: false, mode: this.mode, detail: kind === 'auth' ? 'PayPal rejected the credentials' : 'PayPal is unreachable' };
    }
    this.lastProbe = { at: Date.now(), result };
    return result;
  }
}

export function gatewayMode(config: Config): GatewayMode {
  if (!config.paypal.clientId || !config.paypal.clientSecret) return 'test mode';
  const host = new URL(config.paypal.apiBase).hostname;
  return host === 'api-m.paypal.com' || host === 'api.paypal.com' ? 'paypal-live' : 'paypal-sandbox';
}

export function createPaymentProvider(config: Config, options: { timeoutMs?: number } = {}): PaymentProvider {
  const { clientId, clientSecret, apiBase } = config.paypal;
  if (!clientId || !clientSecret) return new TestPaymentProvider();
  return new PayPalProvider(
    new PayPalClient({ clientId, clientSecret, apiBase, timeoutMs: options.timeoutMs }),
    clientId,
    gatewayMode(config),
  );
}

// One provider per configuration, so the routes and the health probe share one token cache.
const providers = new WeakMap<Config, PaymentProvider>();

export function paymentProviderFor(config: Config): PaymentProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

/** Test seam: use a provider built with other options (e.g. a short timeout) for this configuration. */
export function setPaymentProvider(config: Config, provider: PaymentProvider): void {
  providers.set(config, provider);
}

/** The probe GET /api/admin/health reports; resolved lazily so it shares the routes' provider. */
export function paymentGatewayProbe(config: Config): () => Promise<PaymentGatewayHealth> {
  return () => paymentProviderFor(config).probe();
}
