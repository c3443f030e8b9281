// What the findings say of the dates read from another form than a plain date: birth dates
// written with a time of day (ADR 0273) and date columns of spreadsheet day numbers (ADR 0274).
// The console's preview and report show them apart from the values left out: these are read.

import { formatIsoDate } from './dob.ts';
import { rowList, type ReadFindings, type ValueFinding } from './row-findings.ts';
import { spreadsheetDayDate } from './spreadsheet-days.ts';

export function describeMovedBirthDates(f: ValueFinding): string {
  const values = f.count === 1 ? 'One value' : `${f.count.toLocaleString('en-US')} values`;
  return `${values} of “${f.column}” (${rowList(f.rows, f.count)}) ${f.count === 1 ? 'is a birth date' : 'are birth dates'} written with a time of day after 12:00, such as “${f.example}”: a birth date has no time, so ${f.count === 1 ? 'it is' : 'they are'} read as the next day, the midnight an export from a time zone ahead of UTC writes so.`;
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

/** The messages of the dates read from another form than a plain date, for the console's preview and report (ADR 0273, 0274). */
export function describeDateReadings(findings: ReadFindings): string[] {
  return [...findings.spreadsheetDays.map(describeSpreadsheetDays), ...findings.movedBirthDates.map(describeMovedBirthDates)];
}
