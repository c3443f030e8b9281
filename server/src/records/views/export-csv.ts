// The admin CSV export (spec §7: Name, Email, Phone, RiskLevel, DateAdded). Streamed in pages
// so a million-record export never sits in memory, and every cell is neutralised against
// formula injection: the file will be opened in a spreadsheet.
//
// Between pages the export yields to the event loop (setImmediate): on SQLite every query runs
// synchronously on the main thread and each page resolves at once, so without the pause an
// 800,000-row export ran as one unbroken chain of microtasks and no other request (a health
// probe, a sign-in) was answered until it ended. A page costs a few tens of milliseconds.

import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { planSearch, type RecordSearch } from '../search/index.ts';
import { loadBySeqs, seqsBefore } from '../store/index.ts';

export const EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'RiskLevel', 'DateAdded'] as const;
/**
 * The UTF-8 byte-order mark (EF BB BF) the file starts with: without it Excel reads a CSV in
 * the system's legacy code page and garbles every non-Latin name.
 */
export const UTF8_BOM = '\uFEFF';
const PAGE = 1000;
/** A query export is capped: it ranks matches, and nobody needs more than this from a search. */
const MAX_QUERY_EXPORT = 100_000;

/**
 * A cell that starts with a formula sign gets an apostrophe in front, which makes a spreadsheet
 * read it as text. The signs are OWASP's list (CSV Injection, owasp.org/www-community/attacks/
 * CSV_Injection: =, +, -, @, tab, carriage return, line feed; prefix with a single quote) and the
 * null character ASVS 1.2.10 adds, and their look-alikes: the full-width forms (＝ ＋ － ＠) and
 * the small forms (﹦ ﹢ ﹣ ﹫), which East Asian editions of Excel, input methods and
 * compatibility folding (NFKC) turn into the ASCII ones. Any of them counts behind leading white
 * space or characters that show nothing (a no-break space, a left-to-right mark, a zero-width
 * space, a word joiner, a byte-order mark, a Hangul filler), which some spreadsheets drop or trim
 * before they read the cell.
 *
 * The guard only ever adds the one apostrophe: every character of the value stays, so removing
 * the first character of a guarded cell gives the value back.
 */
const FORMULA_START =
  // eslint-disable-next-line no-control-regex -- a leading null is one of the signs
  /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]*[=+\-@\t\r\n\u0000\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/u;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A cell quoted when it holds a quote, a line break or a separator: the comma, and the
 * semicolon, which Excel splits on where it is the list separator (most of Europe), so an
 * unquoted "Ann;=1+1" would become a second cell that runs as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  const v = neutraliseCell(value ?? '');
  return /[",;\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvLine(values: readonly (string | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function exportFileName(now = new Date()): string {
  return `breach-records-${now.toISOString().slice(0, 10)}.csv`;
}

export async function* exportRecordsCsv(
  db: Kysely<Database>,
  search: RecordSearch,
  filter: { q?: string; risk?: string },
  signal?: AbortSignal,
): AsyncGenerator<string> {
  yield `${UTF8_BOM}${csvLine(EXPORT_COLUMNS)}`;
  const plan = filter.q ? planSearch(filter.q) : undefined;
  if (filter.q && !plan) return;
  const emit = async function* (seqs: number[]) {
    // Let other requests in before the next page, and stop if the export was cancelled.
    await nextTurn();
    if (signal?.aborted) return;
    const rows = await loadBySeqs(db, seqs);
    let out = '';
    for (const r of rows) {
      out += csvLine([r.full_name, r.emails.join('; '), r.phones.map((p) => p.phone).join('; '), r.risk_level, r.date_added.slice(0, 10)]);
    }
    if (out) yield out;
  };
  if (plan) {
    // The admin list's order (RecordSearch.rankedSeqs), so the file lists what the screen showed, in turn.
    const { seqs } = await search.rankedSeqs(plan, { limit: MAX_QUERY_EXPORT, risk: filter.risk });
    for (let i = 0; i < seqs.length && !signal?.aborted; i += PAGE) yield* emit(seqs.slice(i, i + PAGE));
    return;
  }
  let before: number | undefined;
  while (!signal?.aborted) {
    const page = await seqsBefore(db, before, filter.risk, PAGE);
    if (page.length === 0) return;
    yield* emit(page);
    before = page[page.length - 1]!;
  }
}
