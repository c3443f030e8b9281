// resolveHeaders: a file's header row read once into the column operations mapRow runs for each
// row, with the sets of address columns (ADR 0216) and the split address parts (ADR 0249).

import { aliasKeyOf, PAIRED_ALIASES, prefixedAddressKey, targetsForHeader } from './field-alias-table.ts';
import { normalizeHeader, type FieldTarget } from './field-target.ts';
import { toOp, type ColumnMapping, type ResolvedHeaders } from './column-ops.ts';
import { DATE_TARGETS, dateOrderOfHeaders, writtenDateOrder, YEAR_DAY_MONTH } from './column-dates.ts';

/** A set of address columns: its name ('' for unprefixed columns) and its rank's tier. */
interface AddressSet {
  name: string;
  tier: 0 | 1 | 2;
}
const UNPREFIXED: AddressSet = { name: '', tier: 1 };

/**
 * The set of address columns a column's header names by its prefix (ADR 0216, ADR 0325):
 * billing_*, "Mailing *", RESIDENTIAL_*, res_*, or '' for unprefixed columns (Address, City, Zip).
 */
function addressSetOf(header: string): AddressSet {
  const key = aliasKeyOf(header);
  // A prefix only before an address column's own name: "Rue" or "Rua" is a street, not the residence's "ue".
  const prefixed = prefixedAddressKey(key);
  return prefixed ? { name: prefixed.prefix.set, tier: prefixed.prefix.tier } : UNPREFIXED;
}

/**
 * Each address column's set (undefined for the other columns). Unprefixed columns without a
 * street of their own ("State_cd", "Zip_code" beside "res_street_address", "res_city_desc";
 * "City" beside "Residential Address") complete the first-ranked primary set when it has none
 * of their fields: they are its parts, not an address of their own (ADR 0325).
 */
function addressSetsOf(headers: readonly string[], targets: readonly (readonly FieldTarget[])[]): (AddressSet | undefined)[] {
  const sets = targets.map((ts, i) => (ts.some((t) => t.startsWith('address.')) ? addressSetOf(headers[i]!) : undefined));
  const unprefixed = sets.flatMap((set, i) => (set === UNPREFIXED ? targets[i]! : []));
  if (unprefixed.length === 0 || unprefixed.includes('address.street')) return sets;
  // The first set of the best tier, in the file's order; never a secondary one (shipping, other).
  let into: AddressSet | undefined;
  for (const set of sets) {
    if (set === undefined || set === UNPREFIXED || set.tier === 2) continue;
    if (into === undefined || set.tier < into.tier) into = set;
  }
  if (into === undefined) return sets;
  const own = into.name;
  const filled = sets.flatMap((set, i) => (set?.name === own ? targets[i]! : []));
  if (unprefixed.some((t) => filled.includes(t))) return sets;
  return sets.map((set) => (set === UNPREFIXED ? into : set));
}

/**
 * Ranks the sets of address columns (a residence first, then primary sets, then secondary ones,
 * each in the file's order) and marks each address column with its set's rank, when there is
 * more than one set.
 */
function rankAddressSets(mapping: ColumnMapping[], setOf: readonly (AddressSet | undefined)[]): string[] | undefined {
  const sets = new Map<string, { tier: number; first: number }>();
  for (const m of mapping) {
    const set = setOf[m.index];
    if (set !== undefined && !sets.has(set.name)) sets.set(set.name, { tier: set.tier, first: m.index });
  }
  if (sets.size < 2) return undefined;
  const ranked = [...sets.entries()].sort((a, b) => a[1].tier - b[1].tier || a[1].first - b[1].first);
  const rank = new Map(ranked.map(([name], i) => [name, i]));
  for (const m of mapping) {
    const set = setOf[m.index];
    if (set !== undefined) m.addressSet = rank.get(set.name)!;
  }
  return ranked.map(([name]) => name);
}

/** The parts joined to the street (or to its second line) of their own set: kept only when the set has a street. */
const STREET_PARTS: ReadonlySet<FieldTarget> = new Set([
  'address.houseNumber',
  'address.streetSuffix',
  'address.streetPreDirection',
  'address.streetPostDirection',
  'address.unitType',
]);

/**
 * The columns' targets with the address parts that name one only beside another (ADR 0249): a
 * paired header ("Number", "Unit") takes its target beside the column it goes with.
 */
function pairedTargets(headers: readonly string[], targets: (readonly FieldTarget[])[]): (readonly FieldTarget[])[] {
  for (let i = 0; i < headers.length; i++) {
    if (targets[i]!.length > 0) continue;
    const paired = PAIRED_ALIASES.get(normalizeHeader(headers[i]!));
    if (!paired) continue;
    const beside = (j: number) => (targets[j] ?? []).some((t) => paired.beside.includes(t));
    if (beside(i - 1) || beside(i + 1)) targets[i] = [paired.target];
  }
  return targets;
}

/**
 * A house number or street type column keeps its target only when its set of address columns
 * (ADR 0216) has a street to join it to; without one it fills nothing and is listed as ignored.
 */
function withoutLoneStreetParts(targets: (readonly FieldTarget[])[], setOf: readonly (AddressSet | undefined)[]): void {
  for (let i = 0; i < targets.length; i++) {
    if (!targets[i]!.some((t) => STREET_PARTS.has(t))) continue;
    const set = setOf[i]?.name;
    const hasStreet = targets.some((ts, j) => ts.includes('address.street') && setOf[j]?.name === set);
    if (!hasStreet) targets[i] = targets[i]!.filter((t) => !STREET_PARTS.has(t));
  }
}

export function resolveHeaders(headers: readonly string[], today: Date = new Date()): ResolvedHeaders {
  const recognized: string[] = [];
  const ignored: string[] = [];
  // "__proto__" as a key of the plain allFields object would set its prototype, and zod's
  // records leave such a key out: the value would be lost without a word. It is named as a
  // repeated header is, "__proto__ (2)".
  const usedKeys = new Set<string>(['__proto__']);
  const trimmed = headers.map((raw) => (raw ?? '').trim());
  const targetsOf = pairedTargets(
    trimmed,
    trimmed.map((header) => (header === '' ? [] : targetsForHeader(header))),
  );
  const setOf = addressSetsOf(trimmed, targetsOf);
  withoutLoneStreetParts(targetsOf, setOf);
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
  const addressSets = rankAddressSets(mapping, setOf);
  for (const m of mapping) {
    if (!m.targets.includes('phoneAreaCode')) continue;
    const phone = [mapping[m.index + 1], mapping[m.index - 1]].find((p) => p?.targets.includes('phones'));
    if (phone && phone.areaCodeColumn === undefined) phone.areaCodeColumn = m.index;
  }
  const resolved: ResolvedHeaders = { headers, mapping, recognized, ignored, today, dateOrder: dateOrderOfHeaders(recognized) };
  if (writtenDateOrder(recognized)) resolved.dateOrderSource = 'column-name';
  if (addressSets !== undefined) resolved.addressSetNames = addressSets;
  if (mapping.some((m) => m.targets.some((t) => STREET_PARTS.has(t) || t === 'address.zipPlus4'))) resolved.joinsParts = true;
  return resolved;
}
