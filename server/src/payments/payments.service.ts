import { DONATION_TIERS, MESSAGES, type DonationOrder } from '@breachwatch/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError, notFound } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { nowIso } from '../lib/time.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { PaymentProviderError, valueToCents } from './paypal-client.ts';
import * as repo from './payments.repository.ts';

const m = MESSAGES.donation;
const ALLOWED_LABELS = new Set<string>(['Donation', 'Custom amount', ...DONATION_TIERS.map((t) => t.label)]);

/** Dollars (already validated to 2 decimals) -> integer cents, without float drift. */
export function toCents(amount: number): number {
  return valueToCents(amount.toFixed(2)) ?? Math.round(amount * 100);
}

// The label ends up on the buyer's PayPal receipt, so only our own wording is passed on.
export function normaliseLabel(label: string): string {
  return ALLOWED_LABELS.has(label) ? label : 'Donation';
}

function providerFailure(error: unknown, fallback: string, log: FastifyBaseLogger, op: string): HttpError {
  if (!(error instanceof PaymentProviderError)) return error instanceof HttpError ? error : new HttpError(502, fallback);
  log.warn({ op, kind: error.kind, issue: error.issue, debugId: error.debugId }, 'payment provider call failed');
  if (error.kind === 'timeout') return new HttpError(504, fallback);
  if (error.kind === 'not-approved') return new HttpError(422, m.notCompleted);
  if (error.kind === 'not-found') return notFound('Payment not found.');
  return new HttpError(502, fallback);
}

export async function createDonationOrder(db: Kysely<Database>, provider: PaymentProvider, input: DonationOrder, log: FastifyBaseLogger) {
  const id = newId();
  const amountCents = toCents(input.amount);
  const label = normaliseLabel(input.label);
  let orderId: string;
  try {
    ({ orderId } = await provider.createOrder({ amountCents, currency: input.currency, description: `Donation: ${label}`, requestId: id }));
  } catch (error) {
    throw providerFailure(error, m.createOrderFallback, log, 'create');
  }
  const now = nowIso();
  await repo.insertDonation(db, {
    id,
    order_id: orderId,
    provider: provider.kind,
    amount_cents: amountCents,
    currency: input.currency,
    label,
    status: 'CREATED',
    capture_id: null,
    created_at: now,
    updated_at: now,
    captured_at: null,
  });
  return { orderID: orderId };
}

export interface CaptureResult {
  ok: boolean;
  status: string;
}

/**
 * Captures the stored order for its stored amount. A COMPLETED donation answers again without
 * calling the provider; otherwise the PayPal-Request-Id is derived from the donation and its
 * attempt number, so a retry after a timeout cannot charge twice.
 */
export async function captureDonation(
  db: Kysely<Database>,
  provider: PaymentProvider,
  orderId: string,
  log: FastifyBaseLogger,
): Promise<CaptureResult> {
  const donation = await repo.findDonationByOrderId(db, orderId);
  if (!donation) throw notFound('Payment not found.');
  if (donation.status === 'COMPLETED') return { ok: true, status: 'COMPLETED' };
  if (donation.provider !== provider.kind) throw new HttpError(409, m.captureFallback);

  let outcome;
  try {
    outcome = await provider.capture(
      { orderId, amountCents: donation.amount_cents, currency: donation.currency },
      `${donation.id}-capture-${donation.capture_attempts}`,
    );
  } catch (error) {
    throw providerFailure(error, m.captureFallback, log, 'capture');
  }

  let status = outcome.status;
  const mismatch =
    status === 'COMPLETED' &&
    ((outcome.amountCents !== undefined && outcome.amountCents !== donation.amount_cents) ||
      (outcome.currency !== undefined && outcome.currency !== donation.currency));
  if (mismatch) {
    // Cannot happen with an order we created; if it does, a person must look at it.
    log.error({ donationId: donation.id }, 'captured amount differs from the stored order');
    status = 'AMOUNT_MISMATCH';
  }
  const now = nowIso();
  await repo.updateDonationCapture(db, donation.id, {
    status,
    capture_id: outcome.captureId ?? donation.capture_id,
    captured_at: status === 'COMPLETED' ? now : donation.captured_at,
    // A decline is final for that attempt: the buyer may try another card with a fresh request id.
    capture_attempts: status === 'DECLINED' ? donation.capture_attempts + 1 : donation.capture_attempts,
    updated_at: now,
  });
  return { ok: status === 'COMPLETED', status };
}

export async function donationStatus(db: Kysely<Database>, orderId: string) {
  const donation = await repo.findDonationByOrderId(db, orderId);
  if (!donation) throw notFound('Payment not found.');
  return { status: donation.status, testMode: donation.provider === 'test' };
}
