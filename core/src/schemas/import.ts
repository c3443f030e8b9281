// POST /api/admin/import. Rows travel as header -> value objects exactly as parsed, and the
// server maps them with mapRowObject, so the browser preview and the stored record agree.

import { z } from 'zod';
import { parseDateParts } from '../records/dob.ts';
import { CREDIBILITY_LEVELS } from '../records/types.ts';
import { emptyToUndefined } from './common.ts';
import { DEFAULT_SOURCE_CREDIBILITY, IMPORT_MAX_ROWS_PER_REQUEST } from './constants.ts';
import { MESSAGES } from './messages.ts';

const m = MESSAGES.import;

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

export const importRowSchema = z.record(z.string(), z.string());

export const importRequestSchema = z.object({
  rows: z.array(importRowSchema).min(1, m.noRows).max(IMPORT_MAX_ROWS_PER_REQUEST, m.tooManyRows),
  source: leakSourceInputSchema.optional(),
  /** How the rows reached us, recorded on the import batch. */
  kind: z.enum(IMPORT_KINDS).optional(),
  fileName: optionalText(255),
});

export type ImportRequestInput = z.input<typeof importRequestSchema>;
export type ImportRequest = z.output<typeof importRequestSchema>;

export interface ImportSkippedRow {
  /** 1-based position of the row within the request */
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
