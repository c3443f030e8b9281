// Donation amounts (spec §2 Donate, §5, §9). Pay buttons appear only for an amount that passes
// isPayableAmount; the server re-checks with donationOrderSchema before creating an order.

import { z } from 'zod';
import { MESSAGES } from './messages.ts';

export const MIN_DONATION = 1;
/** Upper bound so a typo (an extra zero or three) cannot become a real charge. */
export const MAX_DONATION = 10_000;
export const DONATION_STEP = 0.01;
export const DONATION_CURRENCY = 'USD';
export const DONATION_LABEL_MAX = 100;
export const DONATION_HINT = MESSAGES.donation.hint;
/** Under the spec's hint when the amount typed is a number below the minimum: why it is refused. */
export const DONATION_MINIMUM_NOTE = `The smallest donation is $${MIN_DONATION}.`;

export const DONATION_TIERS = [
  { amount: 5, label: 'Single Coffee' },
  { amount: 15, label: 'Coffee & Pastry' },
  { amount: 25, label: 'Premium Brew' },
  { amount: 50, label: 'Full Support' },
] as const;

export const donationAmountSchema = z
  .number({ error: MESSAGES.donation.hint })
  .min(MIN_DONATION, MESSAGES.donation.hint)
  .max(MAX_DONATION, MESSAGES.donation.tooLarge)
  .multipleOf(DONATION_STEP, MESSAGES.donation.cents);

export const donationOrderSchema = z.object({
  amount: donationAmountSchema,
  currency: z.literal(DONATION_CURRENCY).default(DONATION_CURRENCY),
  label: z.string().trim().max(DONATION_LABEL_MAX).default('Donation'),
});

export type DonationOrderInput = z.input<typeof donationOrderSchema>;
export type DonationOrder = z.output<typeof donationOrderSchema>;

/** The custom-amount box's text -> a number, or undefined when it is not a plain number. */
export function parseDonationAmount(text: string | number | null | undefined): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  const t = (text ?? '').trim().replace(/^\$/, '');
  if (!/^\d+(?:\.\d*)?$|^\.\d+$/.test(t)) return undefined;
  return Number(t);
}

export function isPayableAmount(text: string | number | null | undefined): boolean {
  const amount = parseDonationAmount(text);
  return amount !== undefined && donationAmountSchema.safeParse(amount).success;
}
