// The import report's and the preview's sentences for what a read found (row-findings.ts).

import type {
  GarbledTextFinding,
  ReadFindings,
  RowSkipFinding,
  StateColumnFinding,
  UnreadDatesFinding,
  ValueFinding,
} from './row-findings.ts';
import type { RowSkipCode } from './row-skip.ts';

/** "rows 3, 7 and 9", "row 4", "rows 3, 7, 9, 12, 15 and 2 more". */
export function rowList(rows: readonly number[], count: number): string {
  const more = count - rows.length;
  const listed = rows.map(String);
  if (listed.length === 1 && more === 0) return `row ${listed[0]}`;
  if (more > 0) return `rows ${listed.join(', ')} and ${more.toLocaleString('en-US')} more`;
  return `rows ${listed.slice(0, -1).join(', ')} and ${listed[listed.length - 1]}`;
}

const SKIP_WORDING: Record<RowSkipCode, { one: string; many: string }> = {
  'repeated-header': { one: 'repeats the header row', many: 'repeat the header row' },
  'summary-line': { one: 'is a totals or summary line', many: 'are totals or summary lines' },
  'report-footer': { one: 'is a report title or footer line', many: 'are report title or footer lines' },
};

export function describeRowSkipFinding(f: RowSkipFinding): string {
  const { one, many: what } = SKIP_WORDING[f.code];
  return f.count === 1
    ? `${capitalise(rowList(f.rows, f.count))} ${one}: it is skipped, not imported as a person.`
    : `${f.count.toLocaleString('en-US')} rows ${what} (${rowList(f.rows, f.count)}): they are skipped, not imported as people.`;
}

export function describeLostPhones(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a number' : 'are numbers'} in scientific notation, such as “${f.example}”: Excel lost ${f.count === 1 ? 'its' : 'their'} digits, so ${f.count === 1 ? 'it is' : 'they are'} left out of the phones and kept only in each record’s original row.`;
}

export function describeLostEmails(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is' : 'are'} not an email address the import can read (such as “${f.example}”): ${f.count === 1 ? 'it is' : 'they are'} left out of the emails and kept only in each record’s original row.`;
}

export function describeNullCells(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is' : 'are'} “\\N”, how MySQL exports write “no value”: ${f.count === 1 ? 'it is' : 'they are'} read as empty, and kept as written only in each record’s original row.`;
}

export function describeUnreadBirthYears(f: ValueFinding): string {
  const one = f.count === 1;
  return `${one ? 'One value' : `${f.count.toLocaleString('en-US')} values`} of “${f.column}” (${rowList(f.rows, f.count)}) ${one ? 'is' : 'are'} not a birth year the import can read (a year from 1900 to this one), such as “${f.example}”: ${one ? 'it is' : 'they are'} kept only in each record’s original row.`;
}

export function describeUnreadDates(f: UnreadDatesFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  const days = f.spreadsheetDays
    ? ` ${f.spreadsheetDays === f.count ? (f.count === 1 ? 'It is a number' : 'They are numbers') : `${f.spreadsheetDays.toLocaleString('en-US')} of them are numbers`} a spreadsheet may have written for a date, but the column holds other values too: only a date column of nothing else is read as spreadsheet day numbers.`
    : '';
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is' : 'are'} not a date the import can read (such as “${f.example}”): ${f.count === 1 ? 'it is' : 'they are'} kept only in each record’s original row, not as its date.${days}`;
}

export function describeGarbledText(f: GarbledTextFinding): string {
  const one = f.count === 1;
  const values = one ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${one ? 'looks' : 'look'} like text decoded twice, such as “${f.example}” for “${f.readAs}”: somewhere before this file, its UTF-8 text was read as another encoding and saved again. ${one ? 'It is' : 'They are'} imported as written, where no search by the real spelling finds ${one ? 'it' : 'them'}; ask for the file as it was first exported.`;
}

const stateCodesLead = (f: StateColumnFinding) =>
  `${f.count === 1 ? (f.other ? 'One value' : 'The one value') : `${f.other ? '' : 'All '}${f.count.toLocaleString('en-US')} values`} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a US state code' : 'are US state codes'} such as “${f.example}”`;

/**
 * A column headed "ST" that holds state codes (ADR 0322): read as the state by the console when
 * it holds nothing else; otherwise which value is the state is not known, and none is read.
 */
export function describeStateColumn(f: StateColumnFinding): string {
  if (!f.other) return `${stateCodesLead(f)}, and the column holds nothing else: it is read as the state.`;
  const others = f.other.count === 1 ? 'another value' : `${f.other.count.toLocaleString('en-US')} other values`;
  return `${stateCodesLead(f)}, but it also holds ${others}, such as “${f.other.example}” (row ${f.other.row}): a column named only “${f.column}” may be a street type, so it is read as the state only when every value is a state code. Its values are kept only in each record’s original row. If it is the state, name the column “State” in the file and import it again.`;
}

/** A column of nothing but state codes where the import does not read it (the command line): how to have it read. */
export function describeUnreadStateColumn(f: StateColumnFinding): string {
  return `${stateCodesLead(f)}, and the column holds nothing else: the command line does not read a column named only “${f.column}” as the state, since it stores rows before it has seen the last one. Its values are kept only in each record’s original row. To read them, delete this batch and import the file again with --state-column “${f.column}”, or import it in the console.`;
}

/** A column read as the state as the command line's --state-column says: what it held. */
export function describeToldStateColumn(f: StateColumnFinding): string {
  if (f.count === 0 && f.other) {
    const held =
      f.other.count === 1
        ? `its one value, “${f.other.example}” (row ${f.other.row}), is`
        : `its ${f.other.count.toLocaleString('en-US')} values, such as “${f.other.example}” (row ${f.other.row}), are`;
    return `No value of “${f.column}” is a US state code: ${held} stored as the state as written, as --state-column says.`;
  }
  if (!f.other) return `${stateCodesLead(f)}, read as the state as --state-column says.`;
  const others = f.other.count === 1 ? 'another value' : `${f.other.count.toLocaleString('en-US')} other values`;
  return `${stateCodesLead(f)}, read as the state as --state-column says. It also holds ${others}, such as “${f.other.example}” (row ${f.other.row}), stored as the state as written.`;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The phones, emails and `\N` cells left out of the records, in the same order in both lists below. */
const leftOutCells = (findings: ReadFindings): string[] => [
  ...findings.lostPhones.map(describeLostPhones),
  ...findings.lostEmails.map(describeLostEmails),
  ...findings.nullCells.map(describeNullCells),
  ...findings.unreadBirthYears.map(describeUnreadBirthYears),
];

/** The messages of the values left out of the records, for the import report. */
export function describeValueFindings(findings: ReadFindings): string[] {
  return [
    ...leftOutCells(findings),
    ...findings.stateColumns.filter((f) => f.other && !f.read).map(describeStateColumn),
    ...findings.unreadDates.map(describeUnreadDates),
    ...findings.garbledText.map(describeGarbledText),
  ];
}

/**
 * The messages of the columns read by their values (ADR 0322), for the console's preview and
 * report. A column the command line was told to read (`read`) is described by describeToldStateColumn.
 */
export function describeColumnsReadByValues(findings: ReadFindings): string[] {
  return findings.stateColumns.filter((f) => !f.other && !f.read).map(describeStateColumn);
}

/** The messages of the rows skipped and the phones left out, for the preview (which shows the dates on their own). */
export function describeFindings(findings: ReadFindings): string[] {
  return [
    ...findings.skipped.map(describeRowSkipFinding),
    ...leftOutCells(findings),
    ...findings.stateColumns.filter((f) => f.other && !f.read).map(describeStateColumn),
  ];
}
