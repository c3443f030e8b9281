// Whether a tab-separated text quotes its values (ADR 0215). Tab-separated exports often do not
// quote at all (MySQL's --batch, PostgreSQL's COPY, many shop and CRM exports), so a value may
// hold a bare double quote anywhere: 5" Monitor, O"Brien, "Big" Jim. Others quote as CSV does
// (Excel's "Text (Tab delimited)", Python's excel-tab) when a value holds a tab, a line break or
// a quote, and double the quotes inside it. The row reader asks this of a text's start, and reads
// a text that does not quote with Papa Parse's fast mode, which splits at tabs and line breaks
// only, so every quote is a character and every value is read as written.

import Papa from 'papaparse';

/**
 * A quote with a character other than a tab, a line break or a quote on both sides: inside a
 * field, or after a closing quote, where a writer that quotes never puts one.
 */
const BARE_QUOTE = /[^\t\r\n"]"[^\t\r\n"]/;

/**
 * Whether a tab-separated text quotes its values, from its start (`whole`: the start is the
 * whole text). False when the start holds a bare quote, or a field Papa Parse cannot read as a
 * quoted one ("Big" Jim, a quote never closed); a quoted field still open where an unfinished
 * start ends is no evidence either way.
 */
export function tsvQuotes(start: string, newline: '\n' | '\r', whole: boolean): boolean {
  if (BARE_QUOTE.test(start)) return false;
  const parser = new Papa.Parser({ delimiter: '\t', newline, quoteChar: '"', escapeChar: '"' });
  return (parser.parse(start, 0, !whole) as Papa.ParseResult<string[]>).errors.length === 0;
}
