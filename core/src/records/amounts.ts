// Money as the person reads it. Imports keep salary and benefit amounts as the dump wrote them
// ("78500", "212.40"); a view shows them grouped ("78,500"), with the currency when the value
// itself names it ("$78500" -> "$78,500"). No record stores a currency, and none is guessed:
// a place is not proof of the payroll's currency. The stored value never changes.

import type { RecordField } from '../disclosure/fields.ts';

/** The fields that hold an amount of money. */
export const MONEY_FIELDS: ReadonlySet<RecordField> = new Set<RecordField>([
  'employment.salary',
  'benefits.contributionAmount',
  'benefits.coverageAmount',
  'benefits.premium',
  'benefits.reserveCharge',
  'benefits.adminFee',
  'benefits.payrollDeduction',
]);

const CURRENCY_SIGNS = '$€£¥₹';
/** An optional minus, an optional sign or ISO code, digits (grouped with commas or not) and optional decimals. */
const AMOUNT = new RegExp(
  `^(?<minus>-)?(?<pre>[${CURRENCY_SIGNS}]|[A-Z]{3} ?)?(?<int>\\d{1,3}(?:,\\d{3})+|\\d+)(?<dec>\\.\\d+)?(?<post> ?[A-Z]{3})?$`,
  'u',
);

/**
 * An amount grouped in thousands with its decimals as written (one is read as two), and its currency sign or code
 * where the value has one; any other text (a range, a note, "78.500,00") is returned as is.
 */
export function formatAmount(value: string): string {
  const text = value.trim();
  const m = AMOUNT.exec(text);
  if (!m?.groups || (m.groups.pre && m.groups.post)) return value;
  const { pre = '', minus = '', int, dec = '', post = '' } = m.groups;
  const digits = int!.replaceAll(',', '').replace(/^0+(?=\d)/u, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
  // One decimal digit reads as money with two ("1,450.5" -> "1,450.50"); more are kept as written.
  const cents = dec.length === 2 ? `${dec}0` : dec;
  return `${minus}${pre}${grouped}${cents}${post}`;
}
