// The columns of a file with no header row, named by the person importing (ADR 0330). Dumps are
// often written with no header row (a database's SELECT ... INTO OUTFILE, COPY without HEADER,
// lists passed around as "phone:id:first:last:..."), and adding one to a file of gigabytes means
// rewriting it. The names are written as one line of comma-separated names, as a header row
// would be, and read as the header of the file, whose row 1 is then a record.

import Papa from 'papaparse';

/** The command line's flag; one spelling, in its usage and its messages. */
export const COLUMNS_FLAG = '--columns';
/** The console's field; one spelling, in its label and the messages that name it. */
export const COLUMN_NAMES_LABEL = 'Column names';
/** An example of the names, as the field's hint and the messages show it. */
export const COLUMN_NAMES_EXAMPLE = 'Phone, First Name, Last Name, Email';

export type ColumnNamesReading = { names: string[] } | { error: string };

/**
 * The names of a line of comma-separated column names ("Phone, First Name, Email"; a name that
 * holds a comma is quoted, as in a header row), each trimmed, or why they cannot be read.
 */
export function readColumnNames(text: string): ColumnNamesReading {
  const line = text.trim();
  if (line === '') return { error: `Name the file's columns in order, separated by commas (such as ${COLUMN_NAMES_EXAMPLE}).` };
  if (/[\r\n]/.test(line)) return { error: 'Write the column names on one line, separated by commas.' };
  const parsed = Papa.parse<string[]>(line, { delimiter: ',', quoteChar: '"', escapeChar: '"', newline: '\n' });
  if (parsed.errors.length > 0) return { error: 'A quoted column name is not closed, or has characters after its closing quote.' };
  const fields = parsed.data[0] ?? [];
  // As in a header row, a quote opens a quoted name only right after the comma: ", "A, B"" would
  // be split at its comma, and its quotes kept.
  if (fields.some((field) => /^\s+"/.test(field)))
    return { error: 'A quoted column name must start right after its comma: write Phone,"Town, State" rather than Phone, "Town, State".' };
  const names = fields.map((name) => name.trim());
  if (names.every((name) => name === ''))
    return { error: `Name the file's columns in order, separated by commas (such as ${COLUMN_NAMES_EXAMPLE}).` };
  return { names };
}
