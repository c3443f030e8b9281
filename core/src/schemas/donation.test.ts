import { describe, it, expect } from 'vitest';
import {
  DONATION_HINT,
  DONATION_TIERS,
  MIN_DONATION,
  donationAmountSchema,
  donationOrderSchema,
  isPayableAmount,
  parseDonationAmount,
} from './donation.ts';

describe('donation rules (spec §2 Donate, §5, §9)', () => {
  it('has the four tiers, minimum 1 and the hint text', () => {
    expect(DONATION_TIERS).toEqual([
      { amount: 5, label: 'Single Coffee' },
      { amount: 15, label: 'Coffee & Pastry' },
      { amount: 25, label: 'Premium Brew' },
      { amount: 50, label: 'Full Support' },
    ]);
    expect(MIN_DONATION).toBe(1);
    expect(DONATION_HINT).toBe('Enter amount to donate');
  });
  it('pay buttons only from 1, in cents, up to 10,000', () => {
    expect(isPayableAmount('1')).toBe(true);
    expect(isPayableAmount('12.34')).toBe(true);
    expect(isPayableAmount(' $25 ')).toBe(true);
    expect(isPayableAmount('0.99')).toBe(false);
    expect(isPayableAmount('')).toBe(false);
    expect(isPayableAmount('abc')).toBe(false);
    expect(isPayableAmount('1e3')).toBe(false);
    expect(isPayableAmount('10.005')).toBe(false);
    expect(isPayableAmount(10000)).toBe(true);
    expect(isPayableAmount(10000.01)).toBe(false);
    expect(isPayableAmount(Number.NaN)).toBe(false);
  });
  it('below 1 or not a number gives the hint', () => {
    expect(donationAmountSchema.safeParse(0.5).error?.issues[0]?.message).toBe('Enter amount to donate');
    expect(donationAmountSchema.safeParse(Number.NaN).error?.issues[0]?.message).toBe('Enter amount to donate');
    expect(donationAmountSchema.safeParse('5').error?.issues[0]?.message).toBe('Enter amount to donate');
  });
  it('parses the amount box', () => {
    expect(parseDonationAmount('15')).toBe(15);
    expect(parseDonationAmount('.5')).toBe(0.5);
    expect(parseDonationAmount('5.')).toBe(5);
    expect(parseDonationAmount('-5')).toBeUndefined();
    expect(parseDonationAmount('5 dollars')).toBeUndefined();
  });
  it('orders are in USD with a label of at most 100 characters', () => {
    expect(donationOrderSchema.parse({ amount: 15, label: ' Coffee & Pastry ' })).toEqual({
      amount: 15,
      currency: 'USD',
      label: 'Coffee & Pastry',
    });
    expect(donationOrderSchema.safeParse({ amount: 15, currency: 'EUR' }).success).toBe(false);
    expect(donationOrderSchema.safeParse({ amount: 15, label: 'x'.repeat(101) }).success).toBe(false);
  });
});
