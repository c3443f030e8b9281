// What the findings say of the dates read from another form than a plain date: birth dates
// written with a time of day (ADR 0273), date columns of spreadsheet day numbers (ADR 0274), and
// a file whose own dates show their order (ADR 0317).
// The console's preview and report show them apart from the values left out: these are read.

import { formatIsoDate, type DateOrder } from './dob.ts';
import { rowList } from './finding-messages.ts';
import type { DateOrderFinding, MixedDateOrdersFinding, ReadFindings, TwoDigitYearsFinding, ValueFinding } from './row-findings.ts';
import { spreadsheetDayDate } from './spreadsheet-days.ts';

export function describeMovedBirthDates(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a birth date' : 'are birth dates'} written with a time of day after 12:00, such as “${f.example}”: a birth date has no time, so ${f.count === 1 ? 'it is' : 'they are'} read as the next day, the midnight an export from a time zone ahead of UTC writes so.`;
}

/**
 * Birth dates written with a two-digit year (ADR 0293): the rule, an example, and those read in
 * the 2000s, so the person importing can refuse a file the rule reads wrong.
 */
export function describeTwoDigitYears(f: TwoDigitYearsFinding): string {
  const one = f.count === 1;
  const values = one ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  const later = f.laterCentury;
  const laterText =
    later === undefined || one
      ? ''
      : later.count === f.count
        ? ` All of them are read in the 2000s.`
        : ` ${later.count === 1 ? 'One of them is' : `${later.count.toLocaleString('en-US')} of them are`} read in the 2000s: “${later.example}” as ${later.readAs}.`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${one ? 'is a birth date' : 'are birth dates'} written with a two-digit year, such as “${f.example}”, read as ${f.readAs}: a two-digit year after this year’s (${String(f.thisYear).padStart(2, '0')}) is read in the 1900s, any other in the 2000s, since a birth date is never in the future.${laterText} If that is not what the file means, do not import it: export the dates with four-digit years.`;
}

/** "31107 is 1985-03-01": the example's date, so the person importing can check one against the file. */
function spreadsheetDayExample(f: ValueFinding): string {
  const parts = spreadsheetDayDate(f.example);
  return parts ? `, as “${f.example}” is ${formatIsoDate(parts)}` : '';
}

const spreadsheetDaysLead = (f: ValueFinding) =>
  `${f.count === 1 ? 'The one date' : `All ${f.count.toLocaleString('en-US')} dates`} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a number' : 'are numbers'} such as “${f.example}”, what a spreadsheet exports for a date whose cell lost its date format`;

/** A column the console's import reads as spreadsheet day numbers (ADR 0274). */
export function describeSpreadsheetDays(f: ValueFinding): string {
  return `${spreadsheetDaysLead(f)}: ${f.count === 1 ? 'it is' : 'they are'} read as spreadsheet day numbers (Excel’s 1900 date system${spreadsheetDayExample(f)}).`;
}

/** The same column, where the import does not read it (the command line): how to have it read. */
export function describeUnreadSpreadsheetDays(f: ValueFinding): string {
  return `${spreadsheetDaysLead(f)}: the command line reads spreadsheet day numbers only in a column named with --spreadsheet-days, so ${f.count === 1 ? 'it is' : 'they are'} kept only in each record’s original row, not as its date. To read them (Excel’s 1900 date system${spreadsheetDayExample(f)}), delete this batch and import the file again with --spreadsheet-days "${f.column}", or import it in the console.`;
}

/** A column the command line was told to read so (--spreadsheet-days), whatever else it holds. */
export function describeToldSpreadsheetDays(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a number' : 'are numbers'} such as “${f.example}”, read as spreadsheet day numbers as --spreadsheet-days says (Excel’s 1900 date system${spreadsheetDayExample(f)}).`;
}

/** A birth-date column's values that are a year alone (ADR 0323). */
export function describeBirthYearsOnly(f: ValueFinding): string {
  const one = f.count === 1;
  return `${one ? 'One value' : `${f.count.toLocaleString('en-US')} values`} of “${f.column}” (${rowList(f.rows, f.count)}) ${one ? 'is a year' : 'are years'} alone, such as “${f.example}”: ${one ? 'it is' : 'they are'} read as the birth year only, and ${one ? 'that record has' : 'those records have'} no date of birth.`;
}

/** The messages of the dates read from another form than a plain date, for the console's preview and report (ADR 0273, 0274, 0293, 0317). */
export function describeDateReadings(findings: ReadFindings): string[] {
  return [
    ...(findings.dateOrder
      ? [findings.dateOrder.read ? describeDateOrder(findings.dateOrder) : describeUnfollowedDateOrder(findings.dateOrder)]
      : []),
    ...(findings.mixedDateOrders ? [describeMixedDateOrders(findings.mixedDateOrders)] : []),
    ...findings.spreadsheetDays.map(describeSpreadsheetDays),
    ...findings.birthYearsOnly.map(describeBirthYearsOnly),
    ...findings.movedBirthDates.map(describeMovedBirthDates),
    ...findings.twoDigitYears.map(describeTwoDigitYears),
  ];
}

const ORDER_WORDS: Readonly<Record<DateOrder, string>> = { 'day-first': 'day first', 'month-first': 'month first' };
const otherOrder = (order: DateOrder): DateOrder => (order === 'day-first' ? 'month-first' : 'day-first');
const datesCount = (count: number) => (count === 1 ? 'One date' : `${count.toLocaleString('en-US')} dates`);
/** "Its one date that reads both ways" / "its 12 dates that read both ways". */
const bothWays = (count: number, its: 'Its' | 'its') =>
  count === 1 ? `${its} one date that reads both ways` : `${its} ${count.toLocaleString('en-US')} dates that read both ways`;

/** "12 dates of the file can only be read day first, such as “31/12/1980” in “DOB” (row 4), and none only month first". */
function shownByText(f: DateOrderFinding): string {
  const s = f.shownBy;
  return `${datesCount(s.count)} of the file can only be read ${ORDER_WORDS[f.order]}, such as “${s.example}” in “${s.column}” (row ${s.rows[0]}), and none only ${ORDER_WORDS[otherOrder(f.order)]}`;
}

/** "such as “01/02/1975” in “DOB” (row 5), 1975-02-01", in the order given. */
function eitherText(f: DateOrderFinding, order: DateOrder): string {
  const e = f.either!;
  return `such as “${e.example}” in “${e.column}” (row ${e.rows[0]})${e.readAs ? `, ${e.readAs[order]} and not ${e.readAs[otherOrder(order)]}` : ''}`;
}

/** The file's own dates set the order the console's import reads them in (ADR 0317). */
export function describeDateOrder(f: DateOrderFinding): string {
  const lead = `${shownByText(f)}: the file writes its dates ${ORDER_WORDS[f.order]}, whatever its column names’ language`;
  if (!f.either) return `${lead}, and they are read so.`;
  return `${lead}. ${bothWays(f.either.count, 'Its')} ${f.either.count === 1 ? 'is' : 'are'} read ${ORDER_WORDS[f.order]} too, ${eitherText(f, f.order)}.`;
}

/**
 * The same, where the import read the dates in the other order (the command line, which stores
 * rows before it has seen the last one): what was read, and how to read them as written.
 */
export function describeUnfollowedDateOrder(f: DateOrderFinding): string {
  const read = otherOrder(f.order);
  const lead = `${shownByText(f)}: the file writes its dates ${ORDER_WORDS[f.order]}`;
  if (!f.either) return `${lead}. No date of the file reads both ways, so none was read wrong.`;
  return `${lead}, but ${bothWays(f.either.count, 'its')} ${f.either.count === 1 ? 'was' : 'were'} read ${ORDER_WORDS[read]}, ${eitherText(f, read)}. To read them ${ORDER_WORDS[f.order]}, delete this batch and import the file again with --date-order ${f.order}, or import it in the console.`;
}

/** A file that writes its dates both ways: the ones that read both ways may be read wrong (ADR 0317). */
export function describeMixedDateOrders(f: MixedDateOrdersFinding): string {
  const where = (v: ValueFinding) => `“${v.example}” in “${v.column}” (row ${v.rows[0]})`;
  const one = f.either.count === 1;
  return `The file writes its dates both ways: ${where(f.dayFirst)} can only be read day first, and ${where(f.monthFirst)} only month first. ${bothWays(f.either.count, 'Its')}, such as ${where(f.either)}, ${one ? 'is' : 'are'} read ${ORDER_WORDS[f.readIn]}${f.either.readAs ? ` (${f.either.readAs})` : ''} and may be wrong: check ${one ? 'it' : 'them'} against the file, or import its parts from each source apart.`;
}
