// A column headed only "ST" (ADR 0322): a state in "City, ST, Zip" exports, a street type
// ("ST", "AVE", "CT") in split-address ones. Its name cannot tell which (ADR 0193), so it is
// read as the state only when the reader has seen every value of the whole input and each is
// a US state, as a spreadsheet day number column is read (ADR 0274).

import { isNullToken, unwrapExcelText } from './cell-values.ts';
import { toOp, type ColumnMapping, type ResolvedHeaders } from './column-ops.ts';
import { normalizeHeader } from './field-target.ts';
import { FINDING_ROWS_LISTED, type ReadFindings, type StateColumnFinding } from './read-findings.ts';

/** The header keys (normalizeHeader) that may name a state or a street type. */
const STATE_OR_STREET_TYPE_HEADERS = new Set(['st']);

/**
 * The two-letter codes of the US Postal Service: the states, DC, the territories and the
 * armed forces' addresses (AA, AE, AP).
 */
const US_STATE_CODES = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY ' +
    'DC PR GU VI AS MP AA AE AP'
  ).split(' '),
);

/** A US state's code, as the USPS writes it, in any letter case ("MA", "ma"). */
export const isUsStateCode = (value: string): boolean => value.length === 2 && US_STATE_CODES.has(value.toUpperCase());

/**
 * The columns that may be read as the state: headed "ST", recognised as nothing, in a file with
 * no state column and one set of address columns. Empty for nearly every file.
 */
export function stateCandidateColumns(resolved: ResolvedHeaders): ColumnMapping[] {
  if (resolved.addressSetNames !== undefined) return [];
  if (resolved.mapping.some((m) => m.targets.includes('address.state'))) return [];
  const candidates = resolved.mapping.filter(
    (m) => m.targets.length === 0 && STATE_OR_STREET_TYPE_HEADERS.has(normalizeHeader(resolved.headers[m.index] ?? '')),
  );
  // Two such columns: which one is the state is a guess.
  return candidates.length === 1 ? candidates : [];
}

/**
 * The headers with these columns read as the state (ADR 0322), or the first index that is no
 * candidate column (stateCandidateColumns). A copy: the headers resolved for other rows are
 * left as they are.
 */
export function withStateColumns(resolved: ResolvedHeaders, columns: readonly number[]): ResolvedHeaders | { notAStateColumn: number } {
  if (columns.length === 0) return resolved;
  const candidates = new Set(stateCandidateColumns(resolved).map((m) => m.index));
  for (const index of columns) if (!candidates.has(index)) return { notAStateColumn: index };
  const mapping = resolved.mapping.map(
    (m): ColumnMapping =>
      columns.includes(m.index) ? { ...m, targets: ['address.state'], ops: [toOp('address.state')], readAsState: true } : m,
  );
  const recognized: string[] = [];
  const ignored: string[] = [];
  for (const m of mapping) {
    const header = (resolved.headers[m.index] ?? '').trim();
    (m.targets.length > 0 ? recognized : ignored).push(header === '' ? `Column ${m.index + 1}` : header);
  }
  return { ...resolved, mapping, recognized, ignored };
}

/**
 * The columns the console reads as the state, by index: a candidate column that holds nothing
 * but state codes. What the preview shows, the requests send and the server reads.
 */
export const stateColumnsToRead = (findings: Pick<ReadFindings, 'stateColumns'>): number[] =>
  findings.stateColumns.filter((f) => !f.other).map((f) => f.index);

/** Counts a candidate column's values over a whole read: US state codes, and anything else. */
export class StateColumnEvidence {
  private readonly columns: { m: ColumnMapping; found?: StateColumnFinding; other?: StateColumnFinding['other'] }[];

  constructor(resolved: ResolvedHeaders) {
    // A column already read as the state (--state-column) is counted too: the summary says what it held.
    this.columns = [...stateCandidateColumns(resolved), ...resolved.mapping.filter((m) => m.readAsState)].map((m) => ({ m }));
  }

  add(values: readonly string[], row: number): void {
    for (const col of this.columns) {
      // As mapRow reads the cell: out of Excel's ="…", and a placeholder such as MySQL's \N is no value (ADR 0204).
      const v = unwrapExcelText((values[col.m.index] ?? '').trim());
      if (v === '' || isNullToken(v)) continue;
      if (!isUsStateCode(v)) {
        if (col.other) col.other.count++;
        else col.other = { count: 1, example: v, row };
      } else if (!col.found)
        col.found = {
          column: col.m.key,
          index: col.m.index,
          count: 1,
          example: v,
          rows: [row],
          ...(col.m.readAsState ? { read: true as const } : {}),
        };
      else if (col.found.count++ < FINDING_ROWS_LISTED) col.found.rows.push(row);
    }
  }

  /** The candidate column with any state code (at most one): read as the state when it holds nothing else. */
  finding(): StateColumnFinding[] {
    return this.columns.flatMap((col): StateColumnFinding[] => {
      if (col.found) return [{ ...col.found, ...(col.other ? { other: col.other } : {}) }];
      // A column read as the state as told, with no code in it at all, is worth a word too.
      if (col.m.readAsState && col.other)
        return [{ column: col.m.key, index: col.m.index, count: 0, example: '', rows: [], other: col.other, read: true }];
      return [];
    });
  }
}
