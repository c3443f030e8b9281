// What the findings say of the dates read from another form than a plain date: birth dates
// written with a time of day (ADR 0273) and date columns of spreadsheet day numbers (ADR 0274).
// The console's preview and report show them apart from the values left out: these are read.

import { formatIsoDate } from './dob.ts';
import { rowList } from './finding-messages.ts';
import type { ReadFindings, TwoDigitYearsFinding, ValueFinding } from './row-findings.ts';
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

/** The messages of the dates read from another form than a plain date, for the console's preview and report (ADR 0273, 0274, 0293). */
export function describeDateReadings(findings: ReadFindings): string[] {
  return [
    ...findings.spreadsheetDays.map(describeSpreadsheetDays),
    ...findings.movedBirthDates.map(describeMovedBirthDates),
    ...findings.twoDigitYears.map(describeTwoDigitYears),
  ];
}
