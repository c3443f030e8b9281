import { headerRowButtonLabel } from '@breachwatch/core/records/read-problems';
import { columnNamesSchema, leakSourceInputSchema, type LeakSourceInput } from '@breachwatch/core/schemas/import';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  PreviewError,
  previewFromFile,
  previewFromSheet,
  previewFromText,
  previewFromUrl,
  type Preview,
  type SourceType,
} from '../lib/load-preview';
import type { ReadOptions } from '../lib/read-input';
import type { ImportReport } from '../lib/run-import';
import { useImportRun, type ImportMessage } from '../hooks/use-import-run';
import { ImportReportView, ProgressBar } from './import-report-view';
import { OpenImportsNotice } from './open-imports-notice';
import { ColumnNamesField, NO_COLUMN_NAMES, type ColumnNamesDraft } from './column-names-field';
import { ReadingOptions, ReadSummaryLine } from './reading-options';
import { emptyLeakSource, inputClass, LeakSourceFields, type LeakSourceDraft } from './leak-source-fields';
import { PasteBox } from './paste-box';
import { PreviewTable } from './preview-table';
import { SheetSource } from './sheet-source';

const SOURCE_TYPES: Array<{ value: SourceType; label: string }> = [
  { value: 'file', label: 'CSV/TSV file' },
  { value: 'paste', label: 'Paste text' },
  { value: 'url', label: 'URL' },
  { value: 'sheet', label: 'Google Sheet' },
];

/** `headerRow`: a row under a title or export details the reader offers as the header row (ADR 0301). */
type Message = (ImportMessage & { headerRow?: number }) | null;

/** The leak source as the API takes it, or undefined when none was entered. */
function leakSourceFrom(draft: LeakSourceDraft): { source?: LeakSourceInput; error?: string } {
  const filled = draft.name.trim() || draft.url.trim() || draft.dateFound || draft.category.trim() || draft.reason.trim();
  if (!filled) return {};
  const parsed = leakSourceInputSchema.safeParse(draft);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Check the leak source.' };
  return { source: parsed.data };
}

export interface ImportTabProps {
  /** Called after a completed import, with its report (the console then shows Breach Records). */
  onImported(report: ImportReport): void;
}

const AUTO: ReadOptions = { encoding: 'auto', delimiter: 'auto' };

export function ImportTab({ onImported }: ImportTabProps) {
  const [sourceType, setSourceType] = useState<SourceType>('file');
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [url, setUrl] = useState('');
  const [sheetLink, setSheetLink] = useState('');
  const [readOptions, setReadOptions] = useState<ReadOptions>(AUTO);
  /** The columns of an input with no header row, or of the header row they replace, as typed (ADR 0330). */
  const [columnNames, setColumnNames] = useState<ColumnNamesDraft>(NO_COLUMN_NAMES);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [checking, setChecking] = useState<{ fraction: number; rows: number } | null>(null);
  const [leak, setLeak] = useState<LeakSourceDraft>(emptyLeakSource);
  const [leakError, setLeakError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { progress, report, setReport, deciding, running, progressRef, startImport, cancelImport, keepHeld, removeHeld } = useImportRun({
    onImported,
    onMessage: setMessage,
    onDone: () => setPreview(null),
  });
  const loading = checking !== null;
  // "Parse & Preview" is replaced by "Reading…" and the preview appears below: focus its
  // heading, else focus falls to <body>; the live region says how many rows were read.
  const focusPreview = useRef(false);
  // Reading again from a header row removes the button that asked for it: a new refusal takes
  // focus to its message, not to <body>.
  const focusMessage = useRef(false);
  const messageRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!message || !focusMessage.current) return;
    focusMessage.current = false;
    messageRef.current?.focus();
  }, [message]);
  useEffect(() => {
    if (!preview || !focusPreview.current) return;
    focusPreview.current = false;
    document.getElementById('preview-heading')?.focus();
  }, [preview]);

  // Stopping a reading frees the tab at once: the reading itself (a link's download, the
  // check of a file) ends with the abort, and its late answer is dropped.
  const clearPreview = () => {
    abort.current?.abort();
    abort.current = null;
    setChecking(null);
    setPreview(null);
    setMessage(null);
    setReport(null);
  };

  const changeType = (next: SourceType) => {
    setSourceType(next);
    clearPreview();
  };

  /** `headerRow`: read again with the rows above it left out, as the person chose (ADR 0301). */
  const loadPreview = async ({ sheetLink: override, headerRow }: { sheetLink?: string; headerRow?: number } = {}) => {
    focusMessage.current = headerRow !== undefined;
    clearPreview();
    const controller = new AbortController();
    abort.current = controller;
    setChecking({ fraction: 0, rows: 0 });
    const progressOf = { signal: controller.signal, onProgress: (fraction: number, rows: number) => setChecking({ fraction, rows }) };
    try {
      // Every source reads from the header row chosen: a blob with core's reader here, a sheet on the server.
      let options: ReadOptions = headerRow ? { ...readOptions, headerRow } : readOptions;
      // Named columns stand in for a header row, or replace row 1 (ADR 0330). A header row
      // chosen from a refusal is read instead: such a refusal comes only without names.
      let namesText: string | undefined;
      if (!headerRow && columnNames.text.trim() !== '') {
        const names = columnNamesSchema.safeParse(columnNames.text);
        if (!names.success) {
          focusMessage.current = true;
          setMessage({ text: names.error.issues[0]?.message ?? 'Check the column names.' });
          return;
        }
        options = { ...options, columnNames: names.data, ...(columnNames.replacesHeaderRow ? { headerRow: 1 } : {}) };
        namesText = columnNames.text;
      }
      const next =
        sourceType === 'file'
          ? await previewFromFile(file, options, progressOf)
          : sourceType === 'paste'
            ? await previewFromText(pasted, 'paste', MESSAGES.import.noPaste, options, progressOf)
            : sourceType === 'url'
              ? await previewFromUrl(url, options, progressOf)
              : await previewFromSheet(override ?? sheetLink, {
                  headerRow: options.headerRow,
                  ...(namesText !== undefined ? { columnNames: namesText } : {}),
                });
      if (!controller.signal.aborted) {
        focusMessage.current = false;
        focusPreview.current = true;
        setPreview(next);
      }
    } catch (error) {
      if (controller.signal.aborted) return;
      setMessage(
        error instanceof PreviewError
          ? { text: error.message, detail: error.detail, ...(error.headerRow ? { headerRow: error.headerRow } : {}) }
          : { text: MESSAGES.import.readFailed },
      );
    } finally {
      // Only the reading still current: a stopped one must not end the one started after it.
      if (abort.current === controller) {
        abort.current = null;
        setChecking(null);
      }
    }
  };

  return (
    <div className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Data Import</h1>
      <OpenImportsNotice enabled={!running} except={report?.held && !report.decided ? report.batchId : null} />
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <fieldset>
          <legend className="font-semibold text-slate-900">Source type</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {SOURCE_TYPES.map((t) => (
              <label
                key={t.value}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-indigo-700 has-[:checked]:bg-indigo-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-700"
              >
                <input
                  type="radio"
                  name="source-type"
                  value={t.value}
                  checked={sourceType === t.value}
                  onChange={() => changeType(t.value)}
                  className="accent-indigo-700"
                  disabled={running}
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          {sourceType === 'file' && (
            <label className="block text-sm font-medium text-slate-800">
              CSV/TSV file (.csv, .tsv, .txt)
              <input
                type="file"
                accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
                className={inputClass}
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  clearPreview();
                }}
              />
            </label>
          )}
          {sourceType === 'paste' && (
            <PasteBox
              value={pasted}
              onChange={(text) => {
                setPasted(text);
                clearPreview();
              }}
              disabled={loading || running}
            />
          )}
          {sourceType === 'url' && (
            <label className="block text-sm font-medium text-slate-800">
              URL of a CSV/TSV file
              <input
                type="url"
                className={inputClass}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
                placeholder="https://…/data.csv"
              />
            </label>
          )}
          {sourceType === 'sheet' && (
            <SheetSource
              link={sheetLink}
              onLink={setSheetLink}
              onResync={(l) => {
                setSheetLink(l);
                void loadPreview({ sheetLink: l });
              }}
              busy={loading || running}
            />
          )}
        </div>
        {sourceType !== 'sheet' && (
          <ReadingOptions
            value={readOptions}
            onChange={(next) => {
              setReadOptions(next);
              clearPreview();
            }}
            showEncoding={sourceType !== 'paste'}
            disabled={loading || running}
          />
        )}
        <ColumnNamesField
          value={columnNames}
          onChange={(next) => {
            setColumnNames(next);
            clearPreview();
          }}
          disabled={loading || running}
        />
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button onClick={() => void loadPreview()} disabled={loading || running}>
            {loading ? 'Reading…' : sourceType === 'sheet' ? 'Sync sheet' : 'Parse & Preview'}
          </Button>
          {checking && sourceType !== 'sheet' && (
            <Button variant="secondary" onClick={clearPreview}>
              Stop reading
            </Button>
          )}
          {checking && sourceType !== 'sheet' && (
            <div className="min-w-48 flex-1" aria-live="polite">
              <ProgressBar fraction={checking.fraction} label="Checking the file" />
              <p className="mt-1 text-xs text-slate-700">
                Checking every row before anything is sent: {checking.rows.toLocaleString('en-US')} rows so far.
              </p>
            </div>
          )}
        </div>
        <div role="alert" ref={messageRef} tabIndex={-1} id="import-message" className="mt-3 text-sm font-medium text-red-800 outline-none">
          {message && (
            <>
              {message.text}
              {message.detail && <span className="block font-normal text-red-900">{message.detail}</span>}
            </>
          )}
        </div>
        {message?.headerRow && (
          <Button
            variant="secondary"
            className="mt-2 max-w-full text-left"
            aria-describedby="import-message"
            onClick={() => void loadPreview({ headerRow: message.headerRow })}
            disabled={loading || running}
          >
            {headerRowButtonLabel(message.headerRow)}
          </Button>
        )}
      </div>

      {progress && (
        <section
          ref={progressRef}
          aria-label="Import in progress"
          className="sticky top-2 z-10 space-y-2 rounded-2xl border border-indigo-200 bg-white p-4 shadow-md"
        >
          <ProgressBar fraction={progress.total ? progress.sent / progress.total : 0} />
          <p className="text-sm text-slate-800" aria-live="polite">
            {progress.sent.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')} rows stored or checked; imported{' '}
            {progress.imported.toLocaleString('en-US')}, duplicates {progress.duplicates.toLocaleString('en-US')}.
          </p>
          <Button variant="secondary" onClick={cancelImport}>
            Cancel import
          </Button>
        </section>
      )}
      {report && (
        <ImportReportView
          report={report}
          onKeep={report.held === 'stopped' && !report.decided ? keepHeld : undefined}
          onRemove={report.held && !report.decided ? removeHeld : undefined}
          deciding={deciding}
        />
      )}

      <p aria-live="polite" className="sr-only" data-testid="preview-announcement">
        {preview && `Parsed ${preview.totalRows.toLocaleString('en-US')} ${preview.totalRows === 1 ? 'row' : 'rows'}: preview below.`}
      </p>
      {preview && (
        <>
          <ReadSummaryLine preview={preview} encodingChoosable={sourceType === 'file' || sourceType === 'url'} />
          {preview.notes.length > 0 && (
            <ul className="list-disc rounded-xl border border-amber-200 bg-amber-50 p-3 pl-8 text-sm text-amber-900" aria-label="Notes">
              {preview.notes.map((w, i) => (
                <li key={i}>{w}</li>
              ))}
            </ul>
          )}
          <PreviewTable headers={preview.headers} rows={preview.rows} totalRows={preview.totalRows} findings={preview.findings} />
          <LeakSourceFields value={leak} onChange={setLeak} error={leakError} />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => {
                const { source, error } = leakSourceFrom(leak);
                setLeakError(error ?? null);
                if (!error) void startImport(preview, source);
              }}
              disabled={running}
            >
              Import Parsed Rows
            </Button>
            <Button variant="secondary" onClick={clearPreview} disabled={running}>
              Clear Preview
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
