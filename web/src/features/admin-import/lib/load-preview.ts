import {
  describeReadNote,
  describeReadProblem,
  FindingsCollector,
  followingDateOrder,
  resolveHeaders,
  suggestedHeaderRow,
  type ReadFindings,
} from '@breachwatch/core';
import { FORMAT_SAMPLE_BYTES, otherFormatOfBytes } from '@breachwatch/core/records/file-format';
import { IMPORT_FILE_EXTENSIONS, IMPORT_PREVIEW_ROWS } from '@breachwatch/core/schemas/constants';
import type { ImportKind } from '@breachwatch/core/schemas/import';
import { MESSAGES, withStatus } from '@breachwatch/core/schemas/messages';
import { toSheetCsvUrl } from '@breachwatch/core/sheets/sheet-url';
import { ApiError } from '../../../lib/api-client';
import { sheetsSyncRefusalSchema, syncSheet } from '../api/sheets-sync';
import { InputProblem, readSlice, type CheckedInput, type ReadOptions } from './read-input';
import { checkInputOffPage } from './reader-client';
import type { RowsInput } from './run-import';

export type SourceType = 'file' | 'paste' | 'url' | 'sheet';

export interface Preview {
  headers: string[];
  rows: string[][];
  totalRows: number;
  input: RowsInput;
  /** How the input was read (absent for a synced sheet, which the server read). */
  read: Omit<CheckedInput, 'headers' | 'preview' | 'dataRows' | 'notes' | 'findings'> | null;
  notes: string[];
  /** Over every row of the input (ADR 0194): rows skipped as not people, values left out. */
  findings: ReadFindings;
  importKind: ImportKind;
  fileName?: string;
}

/** A message for the person, shown instead of a preview. */
export class PreviewError extends Error {
  constructor(
    message: string,
    readonly detail: string | null = null,
    /** A row below a title or export details that names known columns: offered as the header row (ADR 0301). */
    readonly headerRow?: number,
  ) {
    super(message);
  }
}

export const SHEET_SYNC_FAILED = 'Sheet sync failed';
export const WRONG_FILE_TYPE = `Choose a ${IMPORT_FILE_EXTENSIONS.join(', ')} file.`;

export interface PreviewProgress {
  onProgress(fraction: number, rows: number): void;
  signal: AbortSignal;
}

/** Reads the whole input (off the page's thread) before anything is sent: its problem, or its preview. */
async function previewFromBlob(
  blob: Blob,
  options: ReadOptions,
  importKind: ImportKind,
  progress: PreviewProgress,
  fileName?: string,
): Promise<Preview | null> {
  let checked: CheckedInput | null;
  try {
    checked = await checkInputOffPage(blob, options, progress.onProgress, progress.signal);
  } catch (error) {
    if (error instanceof InputProblem) throw new PreviewError(error.message, null, error.problem && suggestedHeaderRow(error.problem)?.row);
    throw new PreviewError(MESSAGES.import.readFailed);
  }
  if (!checked) return null;
  const { headers, preview, dataRows, notes, findings, ...read } = checked;
  // The import reads the input again exactly as it was read here, from the same header row or
  // with the same column names.
  const fixed: ReadOptions = {
    encoding: read.encoding,
    delimiter: read.delimiter,
    ...(options.headerRow ? { headerRow: options.headerRow } : {}),
    ...(options.columnNames ? { columnNames: options.columnNames } : {}),
  };
  return {
    headers,
    rows: preview,
    totalRows: dataRows,
    input: { kind: 'blob', blob, options: fixed },
    read,
    notes: notes.map(describeReadNote),
    // The import reads the dates in the order the file's own dates show (ADR 0317).
    findings: followingDateOrder(findings, resolveHeaders(headers)),
    importKind,
    fileName,
  };
}

/** Pasted text is read exactly as a file is (its bytes are UTF-8). */
export function previewFromText(
  text: string,
  importKind: ImportKind,
  emptyMessage: string,
  options: ReadOptions,
  progress: PreviewProgress,
) {
  if (text.trim() === '') throw new PreviewError(emptyMessage);
  return previewFromBlob(new Blob([text], { type: 'text/plain' }), { ...options, encoding: 'utf-8' }, importKind, progress);
}

export async function previewFromFile(file: File | null, options: ReadOptions, progress: PreviewProgress): Promise<Preview | null> {
  if (!file) throw new PreviewError(MESSAGES.import.noFile);
  const name = file.name.toLowerCase();
  if (!IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) {
    // A workbook or a JSON dump is named, with what to do, as the reader names one renamed .csv.
    const start = await readSlice(file.slice(0, FORMAT_SAMPLE_BYTES)).catch(() => new Uint8Array());
    const format = otherFormatOfBytes(start);
    throw new PreviewError(format ? describeReadProblem({ code: 'other-format', format }) : WRONG_FILE_TYPE);
  }
  return previewFromBlob(file, options, 'file', progress, file.name);
}

/**
 * URL import: the browser fetches the link itself (no credentials, no admin token). The
 * download listens to the preview's signal: a link may answer slowly or never finish (a server
 * that trickles bytes), and stopping the reading must end the download too, not only hide it.
 */
export async function previewFromUrl(url: string, options: ReadOptions, progress: PreviewProgress): Promise<Preview | null> {
  const link = url.trim();
  if (link === '') throw new PreviewError(MESSAGES.import.noUrl);
  if (!/^https?:\/\//i.test(link)) throw new PreviewError('The URL must start with http:// or https://.');
  let res: Response;
  try {
    res = await fetch(link, { credentials: 'omit', referrerPolicy: 'no-referrer', signal: progress.signal });
  } catch {
    if (progress.signal.aborted) return null;
    // The browser hides the reason: offline, blocked by the site (CORS) or by our own policy.
    throw new PreviewError(withStatus('Failed to fetch URL', 0), 'The site may not allow downloads from other sites.');
  }
  if (!res.ok) throw new PreviewError(withStatus('Failed to fetch URL', res.status));
  // Bytes, not text: the reader detects the encoding as it does for a file.
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    if (progress.signal.aborted) return null;
    throw new PreviewError(withStatus('Failed to fetch URL', 0), 'The download broke off before the end.');
  }
  if (blob.size === 0) throw new PreviewError('The file is empty.');
  return previewFromBlob(blob, options, 'url', progress);
}

/**
 * A sheet read by the server, from the header row chosen (ADR 0301), or with the columns named as
 * typed (ADR 0330; the server reads them with the same schema), replacing header row 1 when
 * `headerRow` is given with them.
 */
export async function previewFromSheet(link: string, readAs: { headerRow?: number; columnNames?: string } = {}): Promise<Preview> {
  const trimmed = link.trim();
  if (trimmed === '') throw new PreviewError(MESSAGES.import.noSheet);
  let data: Awaited<ReturnType<typeof syncSheet>>;
  try {
    data = await syncSheet(toSheetCsvUrl(trimmed) ?? trimmed, readAs);
  } catch (error) {
    const detail = error instanceof ApiError && (error.body as { error?: string } | undefined)?.error;
    // A title above the header: the server names the row to sync again from (ADR 0301).
    const offered = error instanceof ApiError ? sheetsSyncRefusalSchema.safeParse(error.body) : undefined;
    throw new PreviewError(SHEET_SYNC_FAILED, detail || null, offered?.success ? offered.data.headerRow : undefined);
  }
  if (data.headers.length === 0) throw new PreviewError(SHEET_SYNC_FAILED, 'The sheet is empty.');
  // Numbered as the sheet numbers them (header row = 1), as the import report names them too.
  const resolved = resolveHeaders(data.headers);
  const findings = new FindingsCollector(resolved);
  data.rows.forEach((row, i) => findings.add(row, data.rowNumbers[i]!));
  return {
    headers: data.headers,
    rows: data.rows.slice(0, IMPORT_PREVIEW_ROWS),
    totalRows: data.rows.length,
    input: { kind: 'rows', headers: data.headers, rows: data.rows, rowNumbers: data.rowNumbers },
    read: null,
    notes: data.notes,
    findings: followingDateOrder(findings.result(), resolved),
    importKind: 'sheet',
  };
}
