// POST /api/admin/import and the import batches. Rows travel as columns, the header list and
// string[] rows exactly as the reader produced them, so no column is lost on the way (repeated
// and unnamed headers included) and a file gives the same records and fingerprints whichever
// way it comes in. The legacy body of header -> value objects is still accepted (API clients)
// and turned into columns first.

import { z } from 'zod';
import { readColumnNames } from '../records/column-names.ts';
import { DELIMITERS } from '../records/delimiter.ts';
import { parseDateParts } from '../records/dob.ts';
import { MAX_COLUMNS, MAX_FIELD_CHARS, MAX_HEADER_CHARS } from '../records/read-problems.ts';
import { TEXT_ENCODINGS } from '../records/text-encoding.ts';
import { CREDIBILITY_LEVELS } from '../records/types.ts';
import { emptyToUndefined } from './common.ts';
import { DEFAULT_SOURCE_CREDIBILITY, IMPORT_MAX_ROWS_PER_REQUEST } from './constants.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.import;

/**
 * The file row of the header row, when rows above it are a title or export details (ADR 0301):
 * the sheet sync's `headerRow`, the command line's --header-row. Row 1 is the first line.
 */
export const headerRowSchema = z.coerce
  .number({ error: 'The header row is a row number, 1 or more.' })
  .int('The header row is a row number, 1 or more.')
  .min(1, 'The header row is a row number, 1 or more.')
  .max(1_000_000, 'The header row is a row number, 1 or more.');

/**
 * The columns of a file with no header row, in order, as one line of comma-separated names (ADR
 * 0330): the console's "Column names", the command line's --columns. Read as a header row is.
 */
export const columnNamesSchema = z.string().transform((text, ctx) => {
  const reading = readColumnNames(text);
  if ('error' in reading) {
    ctx.addIssue({ code: 'custom', message: reading.error, input: text });
    return z.NEVER;
  }
  return reading.names;
});

export const IMPORT_KINDS = ['file', 'paste', 'url', 'sheet', 'cli'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const isHttpUrl = (v: string): boolean => {
  if (!/^https?:\/\//i.test(v)) return false;
  try {
    new URL(v);
    return true;
  } catch {
    return false;
  }
};

const isIsoDate = (v: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseDateParts(v) !== undefined;

const optionalText = (max: number) => z.preprocess(emptyToUndefined, z.string().max(max).optional());

/** A LeakSource as submitted: credibility defaults to medium (spec §3). */
export const leakSourceInputSchema = z.object({
  name: z.string({ error: m.sourceName }).trim().min(1, m.sourceName).max(200),
  url: z.preprocess(emptyToUndefined, z.string().max(2048).refine(isHttpUrl, m.sourceUrl).optional()),
  dateFound: z.preprocess(emptyToUndefined, z.string().refine(isIsoDate, m.dateFound).optional()),
  credibility: z.enum(CREDIBILITY_LEVELS).default(DEFAULT_SOURCE_CREDIBILITY),
  reason: optionalText(1000),
  category: optionalText(100),
});

export type LeakSourceInput = z.input<typeof leakSourceInputSchema>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The legacy body, rows of header -> value objects, as columns: the union of the keys in
 * first-seen order, a missing key an empty cell. Anything else is left for the schema to judge.
 */
export function legacyRowsToColumns(body: unknown): unknown {
  if (!isPlainObject(body) || body.headers !== undefined || !Array.isArray(body.rows) || body.rows.length === 0) return body;
  if (!body.rows.every(isPlainObject)) return body;
  const rows = body.rows as Record<string, unknown>[];
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  const headers = [...seen];
  return { ...body, headers, rows: rows.map((row) => headers.map((h) => (h in row ? row[h] : ''))) };
}

const cell = z.string().max(MAX_FIELD_CHARS, 'A value is longer than 1 MB.');

export const importRequestSchema = z.preprocess(
  legacyRowsToColumns,
  z
    .object({
      headers: z
        .array(z.string().max(MAX_HEADER_CHARS, `A header is longer than ${MAX_HEADER_CHARS.toLocaleString('en-US')} characters.`), {
          error: 'Send headers (the column names) and rows (lists of strings, one per header).',
        })
        .min(1, 'There are no columns.')
        .max(MAX_COLUMNS, `Too many columns (${MAX_COLUMNS} at most).`),
      rows: z
        .array(z.array(cell), { error: 'Send headers (the column names) and rows (lists of strings, one per header).' })
        .min(1, m.noRows)
        .max(IMPORT_MAX_ROWS_PER_REQUEST, m.tooManyRows),
      /** The file row number of each row (header = row 1), so the server's messages name the file's rows. */
      rowNumbers: z.array(z.number().int().positive()).optional(),
      /**
       * Date columns (0-based indexes) whose numbers are spreadsheet day numbers, as the console's
       * reader found over the whole input (ADR 0274): the request reads them as dates. A column
       * that is no date column is refused.
       */
      spreadsheetDayColumns: z.array(z.number().int().min(0).max(MAX_COLUMNS)).max(MAX_COLUMNS).optional(),
      /**
       * A column headed "ST" (0-based index) whose every value is a US state code, as the
       * console's reader found over the whole input (ADR 0322): the request reads it as the
       * state. An index that is no such column is refused.
       */
      stateColumns: z.array(z.number().int().min(0).max(MAX_COLUMNS)).max(1, 'stateColumns names one column at most.').optional(),
      /**
       * The order the file's slashed dates are written in, as the console's reader found in the
       * file's own dates over the whole input (ADR 0317): the request reads them so, whatever
       * its column names' language. Absent: the order the headers say (ADR 0171).
       */
      dateOrder: z.enum(['month-first', 'day-first'], { error: 'dateOrder is month-first or day-first.' }).optional(),
      /** An open import batch (POST /api/admin/import-batches) this request adds to. */
      batchId: z.string().min(1).max(64).optional(),
      source: leakSourceInputSchema.optional(),
      /** How the rows reached us, recorded on the import batch. */
      kind: z.enum(IMPORT_KINDS).optional(),
      fileName: optionalText(255),
    })
    .refine((b) => b.rowNumbers === undefined || b.rowNumbers.length === b.rows.length, {
      message: 'rowNumbers must have one number per row.',
      path: ['rowNumbers'],
    })
    .refine((b) => b.batchId === undefined || (b.source === undefined && b.kind === undefined && b.fileName === undefined), {
      message: 'A request to an open batch takes no source, kind or file name: they belong to the batch.',
      path: ['batchId'],
    }),
);

export type ImportRequestInput = z.input<typeof importRequestSchema>;
export type ImportRequest = z.output<typeof importRequestSchema>;

export interface ImportSkippedRow {
  /** The file row number when the request gave rowNumbers, else the 1-based position in the request. */
  row: number;
  reason: string;
}

export interface ImportResponse {
  ok: true;
  batchId: string;
  imported: number;
  duplicates: number;
  skipped: ImportSkippedRow[];
}

export const importResponseSchema = z.object({
  ok: z.literal(true),
  batchId: z.string(),
  imported: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
  skipped: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});

/** POST /api/admin/import-batches: opens one batch for a file that arrives in several requests. */
export const importBatchStartSchema = z.object({
  source: leakSourceInputSchema.optional(),
  kind: z.enum(IMPORT_KINDS),
  fileName: optionalText(255),
  /** Data rows the file holds (the reader counted them before anything was sent). */
  expectedRows: z.number().int().min(1),
  encoding: z.enum(TEXT_ENCODINGS).optional(),
  delimiter: z.enum(DELIMITERS).optional(),
});
export type ImportBatchStart = z.output<typeof importBatchStartSchema>;

export const IMPORT_BATCH_STATES = ['open', 'committed', 'cancelled'] as const;
export type ImportBatchState = (typeof IMPORT_BATCH_STATES)[number];

export const importBatchStatusSchema = z.object({
  id: z.string(),
  state: z.enum(IMPORT_BATCH_STATES),
  sourceName: z.string().nullable(),
  fileName: z.string().nullable(),
  kind: z.string(),
  expectedRows: z.number().int().nullable(),
  received: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  startedAt: z.string(),
  lastActivityAt: z.string(),
  importedBy: z.string().nullable(),
  /**
   * When the page that fed the batch said it stopped sending (the operator stopped it, or its
   * commit was refused): it is open and sends no more, and the console offers it at once. Null
   * while nothing said so: a tab closed or a process killed half-way says nothing, and only its
   * idle time tells it from an import still sending.
   */
  stoppedAt: z.string().nullable().default(null),
});
export type ImportBatchStatus = z.infer<typeof importBatchStatusSchema>;

export const importBatchResponseSchema = z.object({ ok: z.literal(true), batch: importBatchStatusSchema });

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Why a commit was refused (409, ADR 0238). The batch stays open: its records stay hidden from
 * the public until the missing rows arrive and it is committed, or it is cancelled.
 */
export const IMPORT_BATCH_MESSAGES = {
  incomplete: (received: number, expected: number) =>
    `This import is not complete: ${count(received)} of the ${count(expected)} rows it announced have arrived. None of it is public. Send the missing rows, or remove the import.`,
  tooMany: (received: number, expected: number) =>
    `This import took ${count(received)} rows, more than the ${count(expected)} it announced. None of it is public. Remove the import and import the file again.`,
  keptChanged: (received: number, kept: number) =>
    `This import now holds ${count(received)} rows, not the ${count(kept)} chosen to keep. None of it is public. Check the import and choose again.`,
  keepIsACommit: (stored: number, received: number) =>
    `This import holds ${count(stored)} records, and a cancel does not make them public. None of it is public. To keep them, commit the import with keepRows: ${received}; to remove them, cancel it with removeRecords: true.`,
  /** The console's words for a refused commit; the server's message follows them. */
  notCommitted: 'The import was not committed: none of its records are public.',
} as const;

/**
 * POST /api/admin/import-batches/:id/commit. No body (or `{}`): the batch must hold exactly the
 * rows it announced. `keepRows`: the operator keeps part of a file (an import they stopped), and
 * the batch must hold exactly that many rows (ADR 0238).
 */
export const importBatchCommitSchema = z
  .object({ keepRows: z.number().int().min(0).optional() })
  // Fastify hands a missing body to the validator as null.
  .nullish()
  .transform((body) => body ?? {});

/**
 * POST /api/admin/import-batches/:id/cancel: stop adding; with removeRecords, delete what the
 * batch stored. No body at all is `{}`: a cancel that removes nothing, refused (409,
 * `keepIsACommit`) for an open batch that stored records: keeping them is a commit with
 * `keepRows` (ADR 0244).
 */
export const importBatchCancelSchema = z
  .object({ removeRecords: z.boolean().default(false) })
  // Fastify hands a missing body to the validator as null.
  .nullish()
  .transform((body) => body ?? { removeRecords: false });
export const importBatchCancelResponseSchema = z.object({
  ok: z.literal(true),
  batch: importBatchStatusSchema,
  removed: z.number().int(),
});
