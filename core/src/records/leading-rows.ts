// The first rows of a text, split before its separator is known: the rows above a header row
// (a title, export details) that the reader leaves out when told which row the header is (ADR
// 0301), and the rows below a first line of no known column where a header is looked for (ADR
// 0267). They are numbered as the reader numbers rows, so "row 3" in a refusal and in the
// headerRow option name the same row: a quoted title that runs over two lines is one row.

import { DELIMITERS, detectDelimiter, type Delimiter } from './delimiter.ts';
import { resolveHeaders } from './field-aliases.ts';
import Papa from 'papaparse';

export interface LeadingRow {
  /** The row's text without its line break. */
  text: string;
  /** Offset just past the row's line break (or the end of the text). */
  end: number;
  /** The text ended before the row's line break did. */
  open: boolean;
}

const FIELD_ENDS = new Set<string>(DELIMITERS.filter((d) => d !== ':'));

/**
 * Up to `max` rows from the start of `text`, split at `newline` outside quoted fields. The
 * separator is not known yet (a title decides none), so a quote opens a quoted field at the
 * start of a row or after any of the separators, as Papa Parse opens one after the file's
 * separator; `quotes` false (a tab-separated text that does not quote, ADR 0215): never.
 */
export function leadingRows(text: string, newline: '\n' | '\r', quotes: boolean, max: number): LeadingRow[] {
  const rows: LeadingRow[] = [];
  let start = 0;
  let quoted = false;
  let fieldStart = true;
  const push = (endOfText: number, end: number, open: boolean) => {
    let row = text.slice(start, endOfText);
    if (newline === '\n' && row.endsWith('\r')) row = row.slice(0, -1);
    rows.push({ text: row, end, open });
    start = end;
  };
  for (let i = 0; i < text.length && rows.length < max; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') i++;
        else quoted = false;
      }
      continue;
    }
    if (c === newline) {
      push(i, i + 1, false);
      fieldStart = true;
    } else if (c === '"' && quotes && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else fieldStart = FIELD_ENDS.has(c);
  }
  if (rows.length < max && start < text.length) push(text.length, text.length, true);
  return rows;
}

/**
 * The known columns a row names, read with the separator it shows itself (a title decides none)
 * unless one was chosen: the header of an export under a title or export details.
 */
export function recognisedColumnsOf(row: string, chosen: Delimiter | undefined): string[] {
  const delimiter = chosen ?? detectDelimiter(row);
  const cells = (Papa.parse<string[]>(row, { delimiter, quoteChar: '"' }).data[0] ?? []).map((c) => c.trim()).filter((c) => c !== '');
  return resolveHeaders(cells).recognized;
}
