// A small PayPal Orders v2 client: OAuth2 client-credentials token (cached until shortly before
// it expires), create order (intent CAPTURE), capture and read an order. Every call has a
// timeout; failures become PaymentProviderError with a kind the service maps to our messages.

export type PaymentFailureKind =
  | 'declined'
  | 'not-approved'
  | 'already-captured'
  | 'not-found'
  | 'auth'
  | 'timeout'
  | 'unavailable'
  | 'rejected';

export class PaymentProviderError extends Error {
  constructor(
    readonly kind: PaymentFailureKind,
    message: string,
    /** PayPal's issue code (e.g. INSTRUMENT_DECLINED) and debug id: safe to log, no payer data. */
    readonly issue?: string,
    readonly debugId?: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PayPalClientOptions {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  /** Per request; PayPal normally answers in well under a second. */
  timeoutMs?: number;
}

export interface PayPalCapture {
  orderStatus: string;
  captureStatus?: string;
  captureId?: string;
  amountCents?: number;
  currency?: string;
}

// Issues that mean "the buyer's funding was refused", not "our request was wrong".
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_CANNOT_PAY',
  'PAYEE_BLOCKED_TRANSACTION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
  'COMPLIANCE_VIOLATION',
]);

/** "12.50" -> 1250 without floating point. */
export function valueToCents(value: string): number | undefined {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function centsToValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

interface PayPalErrorBody {
  name?: string;
  details?: Array<{ issue?: string }>;
  debug_id?: string;
}

interface PayPalOrderBody {
  id?: string;
  status?: string;
  purchase_units?: Array<{
    payments?: { captures?: Array<{ id?: string; status?: string; amount?: { currency_code?: string; value?: string } }> };
  }>;
}

export class PayPalClient {
  private token?: { value: string; expiresAt: number };
  private tokenRequest?: Promise<string>;
  private readonly timeoutMs: number;
  private readonly base: string;

  constructor(private readonly options: PayPalClientOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.base = options.apiBase.replace(/\/+$/, '');
  }

  /** A valid access token, fetched once and shared by concurrent callers. */
  async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => (this.tokenRequest = undefined));
    return this.tokenRequest;
  }

  async createOrder(input: {
    amountCents: number;
    currency: string;
    description: string;
    requestId: string;
  }): Promise<{ id: string; status: string }> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.requestId,
          description: input.description.slice(0, 127),
          amount: { currency_code: input.currency, value: centsToValue(input.amountCents) },
        },
      ],
      // Donations ship nothing: do not ask the buyer for a shipping address.
      application_context: { shipping_preference: 'NO_SHIPPING', user_action: 'PAY_NOW' },
    };
    const order = (await this.call('POST', '/v2/checkout/orders', body, input.requestId)) as PayPalOrderBody;
    if (!order.id) throw new PaymentProviderError('unavailable', 'PayPal returned an order without an id');
    return { id: order.id, status: order.status ?? 'CREATED' };
  }

  /** Captures an approved order. The same requestId makes PayPal return the first result again. */
  async captureOrder(orderId: string, requestId: string): Promise<PayPalCapture> {
    const order = (await this.call('POST', `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, requestId)) as PayPalOrderBody;
    return readCapture(order);
  }

  async getOrder(orderId: string): Promise<PayPalCapture> {
    return readCapture((await this.call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`)) as PayPalOrderBody);
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const res = await this.send(`${this.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    const json = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number };
    if (res.status === 401 || res.status === 403) throw new PaymentProviderError('auth', 'PayPal rejected the client credentials');
    if (!res.ok || !json.access_token) throw new PaymentProviderError('unavailable', `PayPal token request failed (${res.status})`);
    const lifetimeMs = Math.max(0, (json.expires_in ?? 300) * 1000);
    // Renew a minute early (or halfway for short-lived tokens) so a call never carries a stale token.
    this.token = { value: json.access_token, expiresAt: Date.now() + lifetimeMs - Math.min(60_000, lifetimeMs / 2) };
    return json.access_token;
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string, retried = false): Promise<unknown> {
    const token = await this.accessToken();
    const headers: Record<string, string> = {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      Prefer: 'return=representation',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (requestId) headers['PayPal-Request-Id'] = requestId;
    const res = await this.send(`${this.base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await res.json().catch(() => ({}))) as PayPalErrorBody & PayPalOrderBody;
    if (res.ok) return json;
    if (res.status === 401 && !retried) {
      // Revoked or expired early: fetch a fresh token once.
      this.token = undefined;
      return this.call(method, path, body, requestId, true);
    }
    throw errorFromResponse(res.status, json);
  }

  private async send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') throw new PaymentProviderError('timeout', 'PayPal did not answer in time');
      throw new PaymentProviderError('unavailable', 'PayPal could not be reached');
    }
  }
}

function errorFromResponse(status: number, body: PayPalErrorBody): PaymentProviderError {
  const issue = body.details?.[0]?.issue ?? body.name;
  const debugId = body.debug_id;
  if (status === 422 && issue && DECLINE_ISSUES.has(issue))
    return new PaymentProviderError('declined', 'The payment was declined', issue, debugId);
  if (issue === 'ORDER_NOT_APPROVED')
    return new PaymentProviderError('not-approved', 'The order was not approved by the buyer', issue, debugId);
  if (issue === 'ORDER_ALREADY_CAPTURED')
    return new PaymentProviderError('already-captured', 'The order was already captured', issue, debugId);
  if (status === 404) return new PaymentProviderError('not-found', 'PayPal does not know this order', issue, debugId);
  if (status === 401 || status === 403) return new PaymentProviderError('auth', 'PayPal refused our credentials', issue, debugId);
  if (status >= 500 || status === 429) return new PaymentProviderError('unavailable', `PayPal failed (${status})`, issue, debugId);
  return new PaymentProviderError('rejected', `PayPal rejected the request (${status})`, issue, debugId);
}

function readCapture(order: PayPalOrderBody): PayPalCapture {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  return {
    orderStatus: order.status ?? 'UNKNOWN',
    captureStatus: capture?.status,
    captureId: capture?.id,
    amountCents: capture?.amount?.value ? valueToCents(capture.amount.value) : undefined,
    currency: capture?.amount?.currency_code,
  };
}
