import { firstFatalIssue, parseDelimitedText } from '@breachwatch/core/records/csv';
import { IMPORT_FILE_EXTENSIONS, IMPORT_PREVIEW_ROWS } from '@breachwatch/core/schemas/constants';
import type { ImportKind } from '@breachwatch/core/schemas/import';
import { MESSAGES, withStatus } from '@breachwatch/core/schemas/messages';
import { toSheetCsvUrl } from '@breachwatch/core/sheets/sheet-url';
import { ApiError } from '../../../lib/api-client';
import { syncSheet } from '../api/sheets-sync';
import { previewFileRows } from './file-rows';
import type { RowsInput } from './run-import';

export type SourceType = 'file' | 'paste' | 'url' | 'sheet';

export interface Preview {
  headers: string[];
  rows: string[][];
  /** Known for text sources; a streamed file is only counted as it is imported. */
  totalRows: number | null;
  input: RowsInput;
  warnings: string[];
  importKind: ImportKind;
  fileName?: string;
}

/** A message for the person, shown instead of a preview. */
export class PreviewError extends Error {
  constructor(
    message: string,
    readonly detail: string | null = null,
  ) {
    super(message);
  }
}

export const SHEET_SYNC_FAILED = 'Sheet sync failed';
export const WRONG_FILE_TYPE = `Choose a ${IMPORT_FILE_EXTENSIONS.join(', ')} file.`;

export function previewFromText(text: string, importKind: ImportKind, emptyMessage: string): Preview {
  if (text.trim() === '') throw new PreviewError(emptyMessage);
  const parsed = parseDelimitedText(text);
  const fatal = firstFatalIssue(parsed);
  if (fatal) throw new PreviewError(fatal.message);
  return {
    headers: parsed.headers,
    rows: parsed.rows.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: parsed.rows.length,
    input: { kind: 'rows', headers: parsed.headers, rows: parsed.rows },
    warnings: parsed.errors.map((e) => e.message),
    importKind,
  };
}

export async function previewFromFile(file: File | null): Promise<Preview> {
  if (!file) throw new PreviewError(MESSAGES.import.noFile);
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) throw new PreviewError(WRONG_FILE_TYPE);
  let result: Awaited<ReturnType<typeof previewFileRows>>;
  try {
    result = await previewFileRows(file, IMPORT_PREVIEW_ROWS);
  } catch {
    throw new PreviewError(MESSAGES.import.readFailed);
  }
  if (result.problem) throw new PreviewError(result.problem);
  return {
    headers: result.headers,
    rows: result.rows,
    totalRows: null,
    input: { kind: 'file', file },
    warnings: [],
    importKind: 'file',
    fileName: file.name,
  };
}

/** URL import: the browser fetches the link itself (no credentials, no admin token). */
export async function previewFromUrl(url: string): Promise<Preview> {
  const link = url.trim();
  if (link === '') throw new PreviewError(MESSAGES.import.noUrl);
  if (!/^https?:\/\//i.test(link)) throw new PreviewError('The URL must start with http:// or https://.');
  let res: Response;
  try {
    res = await fetch(link, { credentials: 'omit', referrerPolicy: 'no-referrer' });
  } catch {
    // The browser hides the reason: offline, blocked by the site (CORS) or by our own policy.
    throw new PreviewError(withStatus('Failed to fetch URL', 0), 'The site may not allow downloads from other sites.');
  }
  if (!res.ok) throw new PreviewError(withStatus('Failed to fetch URL', res.status));
  return previewFromText(await res.text(), 'url', MESSAGES.import.noPaste);
}

export async function previewFromSheet(link: string): Promise<Preview> {
  const trimmed = link.trim();
  if (trimmed === '') throw new PreviewError(MESSAGES.import.noSheet);
  let data: Awaited<ReturnType<typeof syncSheet>>;
  try {
    data = await syncSheet(toSheetCsvUrl(trimmed) ?? trimmed);
  } catch (error) {
    const detail = error instanceof ApiError && (error.body as { error?: string } | undefined)?.error;
    throw new PreviewError(SHEET_SYNC_FAILED, detail || null);
  }
  if (data.headers.length === 0) throw new PreviewError(SHEET_SYNC_FAILED, 'The sheet is empty.');
  return {
    headers: data.headers,
    rows: data.rows.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: data.rows.length,
    input: { kind: 'rows', headers: data.headers, rows: data.rows },
    warnings: [],
    importKind: 'sheet',
  };
}
