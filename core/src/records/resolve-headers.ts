// resolveHeaders: a file's header row read once into the column operations mapRow runs for each
// row, with the sets of address columns (ADR 0216) and the split address parts (ADR 0249).

import { aliasKeyOf, PAIRED_ALIASES, targetsForHeader } from './field-alias-table.ts';
import { normalizeHeader, type FieldTarget } from './field-target.ts';
import { toOp, type ColumnMapping, type ResolvedHeaders } from './column-ops.ts';
import { DATE_TARGETS, dateOrderOfHeaders, writtenDateOrder, YEAR_DAY_MONTH } from './column-dates.ts';

/**
 * The set of address columns a column belongs to (ADR 0216): the prefix of an export's address
 * columns (WooCommerce billing_* and shipping_*, Salesforce Mailing * and Other *, Shopify
 * Default Address *), or '' for unprefixed columns (Address, City, Zip). Shipping and Other are
 * secondary: a shipping address may be a gift's recipient's, Other is a contact's second one.
 */
function addressSetOf(header: string): { name: string; secondary: boolean } {
  const key = aliasKeyOf(header);
  if (key.startsWith('billing')) return { name: 'billing', secondary: false };
  if (key.startsWith('shipping')) return { name: 'shipping', secondary: true };
  if (key.startsWith('defaultaddress')) return { name: 'defaultaddress', secondary: false };
  // "Mailing Address" is a whole street of an unprefixed set (Mailing Address, City, Zip).
  if (key.startsWith('mailing') && key !== 'mailingaddress') return { name: 'mailing', secondary: false };
  if (key.startsWith('other')) return { name: 'other', secondary: true };
  return { name: '', secondary: false };
}

/**
 * Ranks the sets of address columns (primary sets before secondary ones, then in the file's
 * order) and marks each address column with its set's rank, when there is more than one set.
 */
function rankAddressSets(headers: readonly string[], mapping: ColumnMapping[]): number | undefined {
  const sets = new Map<string, { secondary: boolean; first: number }>();
  const setOf: (string | undefined)[] = [];
  for (const m of mapping) {
    if (!m.targets.some((t) => t.startsWith('address.'))) continue;
    const set = addressSetOf((headers[m.index] ?? '').trim());
    setOf[m.index] = set.name;
    if (!sets.has(set.name)) sets.set(set.name, { secondary: set.secondary, first: m.index });
  }
  if (sets.size < 2) return undefined;
  const ranked = [...sets.entries()].sort((a, b) => Number(a[1].secondary) - Number(b[1].secondary) || a[1].first - b[1].first);
  const rank = new Map(ranked.map(([name], i) => [name, i]));
  for (const m of mapping) {
    const name = setOf[m.index];
    if (name !== undefined) m.addressSet = rank.get(name)!;
  }
  return sets.size;
}

const STREET_PARTS: ReadonlySet<FieldTarget> = new Set(['address.houseNumber', 'address.streetSuffix']);

/**
 * The columns' targets with the address parts that name one only beside another (ADR 0249): a
 * paired header ("Number", "Unit") takes its target beside the column it goes with, and a house
 * number or street type column keeps its own only when its set of address columns (ADR 0216) has
 * a street to join it to; without one it fills nothing and is listed as ignored.
 */
function streetPartTargets(headers: readonly string[], targets: (readonly FieldTarget[])[]): (readonly FieldTarget[])[] {
  for (let i = 0; i < headers.length; i++) {
    if (targets[i]!.length > 0) continue;
    const paired = PAIRED_ALIASES.get(normalizeHeader(headers[i]!));
    if (!paired) continue;
    const beside = (j: number) => (targets[j] ?? []).some((t) => paired.beside.includes(t));
    if (beside(i - 1) || beside(i + 1)) targets[i] = [paired.target];
  }
  for (let i = 0; i < headers.length; i++) {
    if (!targets[i]!.some((t) => STREET_PARTS.has(t))) continue;
    const set = addressSetOf(headers[i]!).name;
    const hasStreet = targets.some((ts, j) => ts.includes('address.street') && addressSetOf(headers[j]!).name === set);
    if (!hasStreet) targets[i] = targets[i]!.filter((t) => !STREET_PARTS.has(t));
  }
  return targets;
}

export function resolveHeaders(headers: readonly string[], today: Date = new Date()): ResolvedHeaders {
  const recognized: string[] = [];
  const ignored: string[] = [];
  // "__proto__" as a key of the plain allFields object would set its prototype, and zod's
  // records leave such a key out: the value would be lost without a word. It is named as a
  // repeated header is, "__proto__ (2)".
  const usedKeys = new Set<string>(['__proto__']);
  const trimmed = headers.map((raw) => (raw ?? '').trim());
  const targetsOf = streetPartTargets(
    trimmed,
    trimmed.map((header) => (header === '' ? [] : targetsForHeader(header))),
  );
  const mapping = trimmed.map((header, index): ColumnMapping => {
    const base = header === '' ? `Column ${index + 1}` : header;
    let key = base;
    for (let n = 2; usedKeys.has(key); n++) key = `${base} (${n})`;
    usedKeys.add(key);
    const targets = targetsOf[index]!;
    (targets.length > 0 ? recognized : ignored).push(header === '' ? base : header);
    const column: ColumnMapping = { index, key, targets, ops: targets.map(toOp) };
    if (targets.some((t) => DATE_TARGETS.has(t)) && YEAR_DAY_MONTH.test(header)) column.yearFirstOrder = 'day-month';
    return column;
  });
  const addressSets = rankAddressSets(headers, mapping);
  const resolved: ResolvedHeaders = { headers, mapping, recognized, ignored, today, dateOrder: dateOrderOfHeaders(recognized) };
  if (writtenDateOrder(recognized)) resolved.dateOrderSource = 'column-name';
  if (addressSets !== undefined) resolved.addressSets = addressSets;
  if (mapping.some((m) => m.targets.some((t) => STREET_PARTS.has(t) || t === 'address.zipPlus4'))) resolved.joinsParts = true;
  return resolved;
}
