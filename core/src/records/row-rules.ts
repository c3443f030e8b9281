// The rules every imported row must pass, whichever way it arrives (the file reader on every
// path, and the import API again on the server). Besides the shape of the row (one value per
// header, no value over 1 MB) they guard the fields stored as plain text: a misplaced quote or
// separator shifts values between columns, and a name, a city or an employer is searchable by
// anyone, so it must never hold a Social Security number or a run of other people's rows.

import { normalizeHeader, resolveHeaders, type FieldTarget, type ResolvedHeaders } from './field-aliases.ts';
import { isReportFooterLine } from './row-skip.ts';
import { MAX_COLUMNS, MAX_FIELD_CHARS, MAX_HEADER_CHARS, MAX_PLAIN_FIELD_CHARS, type ReadNote, type ReadProblem } from './read-problems.ts';

/** Encrypted at rest (decisions.md §2), or reduced to a normalised value: not checked as plain text. */
const NOT_PLAIN: ReadonlySet<FieldTarget> = new Set([
  'ssn',
  'dob',
  // Stored only as a year (ADR 0323); any other value stays in the encrypted original row.
  'birthYear',
  'driverLicense',
  // Another country's identity number (ADR 0302): a nine-digit BSN or a "123 45 6789"-shaped one is the column's own value.
  'nationalId',
  // A password, its hash, a security answer, bank details (ADR 0306): encrypted, any shape.
  'ssnLast4',
  'password',
  'securityAnswer',
  'bankAccount',
  'bankRouting',
  'eid',
  'contact',
  'card',
  'riskLevel',
  'dateAdded',
]);
/** Free text where a nine-digit number has no business; ids, amounts, dates, zips, phones and emails may have one. */
const TEXT_FIELDS: ReadonlySet<FieldTarget> = new Set([
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'name',
  'sources',
  'address.city',
  'address.state',
  'address.county',
  'address.country',
  'employment.employer',
  'employment.location',
  'employment.jobTitle',
  'employment.department',
  'employment.employeeStatus',
  'employment.type',
  'benefits.planName',
  'benefits.carrier',
  'benefits.pcp',
]);
/** A street address may span two lines in one cell. */
const MULTI_LINE: ReadonlySet<FieldTarget> = new Set(['address.street', 'address.address2']);
/**
 * Other plain fields may too ("Acme\nWidgets Inc"), unless the value looks like rows a
 * misplaced quote swallowed: more lines than this, or a line holding a separator (ADR 0194).
 */
const MAX_VALUE_LINES = 3;
const LINE_BREAK = /\r\n|\r|\n/;
/** Every separator the reader detects: the import API does not know which one the file used. */
const ANY_SEPARATOR = /[,;\t|]/;

function looksLikeRows(value: string): boolean {
  const text = value.trim();
  if (!LINE_BREAK.test(text)) return false;
  const lines = text.split(LINE_BREAK);
  return lines.length > MAX_VALUE_LINES || lines.some((line) => ANY_SEPARATOR.test(line));
}
/** One value per person: two columns of the same name would silently drop one. */
const MULTI_VALUED: ReadonlySet<FieldTarget> = new Set(['emails', 'phones', 'sources']);

const SSN_DASHED = /(?<!\d)\d{3}[- ]\d{2}[- ]\d{4}(?!\d)/;
const SSN_DIGITS = /(?<!\d)\d{9}(?!\d)/;
/**
 * A phone column holds an SSN only written as one, whole: many countries group a nine-digit
 * number 3-2-4 with spaces ("030 12 3456", Berlin).
 */
const SSN_WHOLE = /^\d{3}-\d{2}-\d{4}$/;

interface PlainColumn {
  index: number;
  name: string;
  multiLine: boolean;
  digits: boolean;
  email: boolean;
  phone: boolean;
}

export interface HeaderCheck {
  resolved: ResolvedHeaders;
  problem: ReadProblem | null;
  notes: ReadNote[];
}

/** Too many columns, ambiguous repeated names (a problem); other repeated or missing names (notes). */
export function checkHeaders(headers: readonly string[], today?: Date): HeaderCheck {
  const resolved = resolveHeaders(headers, today);
  const notes: ReadNote[] = [];
  if (headers.length > MAX_COLUMNS) return { resolved, problem: { code: 'too-many-columns', columns: headers.length }, notes };
  // What the import API refuses is refused here, before the preview says the file can be imported.
  const long = headers.findIndex((h) => h.length > MAX_HEADER_CHARS);
  if (long !== -1) return { resolved, problem: { code: 'header-too-long', column: long + 1, header: headers[long]! }, notes };
  const byName = new Map<string, number[]>();
  headers.forEach((h, i) => {
    const name = normalizeHeader(h.trim());
    if (h.trim() === '') {
      notes.push({ code: 'unnamed-column', column: i + 1 });
      return;
    }
    const list = byName.get(name);
    if (list) list.push(i + 1);
    else byName.set(name, [i + 1]);
  });
  for (const columns of byName.values()) {
    if (columns.length < 2) continue;
    const header = headers[columns[0]! - 1]!.trim();
    const targets = resolved.mapping[columns[0]! - 1]!.targets;
    if (targets.some((t) => !MULTI_VALUED.has(t))) return { resolved, problem: { code: 'ambiguous-columns', header, columns }, notes };
    notes.push({ code: 'repeated-header', header, columns });
  }
  return { resolved, problem: null, notes };
}

export interface RowRules {
  readonly resolved: ResolvedHeaders;
  /** The first problem of a row (its file row number given), or null. Rows may carry blank cells past the header. */
  check(values: readonly string[], row: number): ReadProblem | null;
}

export function createRowRules(resolved: ResolvedHeaders): RowRules {
  const width = resolved.headers.length;
  const plain: PlainColumn[] = [];
  /**
   * Columns of encrypted or normalised fields (SSN, birth date, licence, card…): no SSN check,
   * but rows a misplaced quote swallowed are as lost there as in a name (ADR 0245).
   */
  const kept: { index: number; name: string }[] = [];
  for (const m of resolved.mapping) {
    const targets = m.targets.filter((t) => !NOT_PLAIN.has(t));
    if (targets.length === 0) {
      if (m.targets.length > 0) kept.push({ index: m.index, name: m.key });
      continue;
    }
    plain.push({
      index: m.index,
      name: m.key,
      multiLine: targets.every((t) => MULTI_LINE.has(t)),
      digits: targets.some((t) => TEXT_FIELDS.has(t)),
      email: targets.every((t) => t === 'emails'),
      phone: targets.every((t) => t === 'phones'),
    });
  }
  const columnName = (c: number): string | undefined => resolved.mapping[c]?.key;

  return {
    resolved,
    check(values, row) {
      const n = values.length;
      if (n !== width) {
        let blankExtra = n > width;
        for (let c = width; c < n && blankExtra; c++) if (values[c]!.trim() !== '') blankExtra = false;
        // A line of one field, no separator at all, is not a value shifted by a misplaced
        // separator: a report's title or footer line below the data (ADR 0202) passes.
        if (!blankExtra && !(n === 1 && isReportFooterLine(resolved, values)))
          return { code: 'ragged-row', row, expected: width, actual: n };
      }
      for (let c = 0; c < n; c++) {
        if (values[c]!.length > MAX_FIELD_CHARS) {
          const column = columnName(c);
          return column ? { code: 'field-too-long', row, column } : { code: 'field-too-long', row };
        }
      }
      for (let p = 0; p < plain.length; p++) {
        const col = plain[p]!;
        const v = values[col.index];
        // (undefined: a report's footer line of one field, ADR 0202)
        if (v === undefined || v.length < 9) continue;
        if (v.length > MAX_PLAIN_FIELD_CHARS) return { code: 'plain-field-too-long', row, column: col.name };
        if (!col.multiLine && (v.indexOf('\n') !== -1 || v.indexOf('\r') !== -1) && looksLikeRows(v)) {
          return { code: 'rows-in-field', row, column: col.name };
        }
        if (col.email) continue;
        if (col.phone) {
          if (SSN_WHOLE.test(v.trim())) return { code: 'ssn-in-plain-field', row, column: col.name };
          continue;
        }
        if (SSN_DASHED.test(v) || (col.digits && SSN_DIGITS.test(v))) return { code: 'ssn-in-plain-field', row, column: col.name };
      }
      for (let k = 0; k < kept.length; k++) {
        const col = kept[k]!;
        const v = values[col.index];
        if (v === undefined || v.length < 9) continue;
        if (v.length > MAX_PLAIN_FIELD_CHARS) return { code: 'plain-field-too-long', row, column: col.name };
        if ((v.indexOf('\n') !== -1 || v.indexOf('\r') !== -1) && looksLikeRows(v)) return { code: 'rows-in-field', row, column: col.name };
      }
      return null;
    },
  };
}
