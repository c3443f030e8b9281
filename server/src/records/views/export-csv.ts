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
import { guardFormula } from '@breachwatch/core/records/formula-guard';
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
 * A cell a spreadsheet may run as a formula gets an apostrophe in front (core's formula guard,
 * which the import reads back off, so our own export imports as the values it was made from).
 * A cell quoted when it holds a quote, a line break or a separator: the comma, and the
 * semicolon, which Excel splits on where it is the list separator (most of Europe), so an
 * unquoted "Ann;=1+1" would become a second cell that runs as a formula.
 */
export function csvCell(value: string | null | undefined): string {
  const v = guardFormula(value ?? '');
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
