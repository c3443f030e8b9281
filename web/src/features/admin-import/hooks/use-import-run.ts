import { describeDateReadings } from '@breachwatch/core/records/date-findings';
import { stateColumnsToRead } from '@breachwatch/core/records/field-aliases';
import { describeColumnsReadByValues, describeValueFindings } from '@breachwatch/core/records/finding-messages';
import type { LeakSourceInput } from '@breachwatch/core/schemas/import';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { cancelImportBatch } from '../api/cancel-import-batch';
import { commitImportBatch } from '../api/commit-import-batch';
import { OPEN_IMPORT_BATCHES_KEY } from '../api/get-open-import-batches';
import type { Preview } from '../lib/load-preview';
import { ImportFailure, runImport, type ImportReport } from '../lib/run-import';

export type ImportMessage = { text: string; detail?: string | null };

/**
 * Runs an import of a checked preview: its live progress, its report, stopping, and keeping or
 * removing what a stopped import stored (hidden from the public until then). While it runs,
 * leaving the page asks first (the batch would stop half-sent) and the progress panel is brought
 * into view.
 */
export function useImportRun({
  onImported,
  onMessage,
  onDone,
}: {
  onImported(report: ImportReport): void;
  onMessage(message: ImportMessage | null): void;
  onDone(): void;
}) {
  const [progress, setProgress] = useState<ImportReport | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [deciding, setDeciding] = useState(false);
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const progressRef = useRef<HTMLElement | null>(null);
  const running = progress !== null;

  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [running]);
  useEffect(() => {
    if (running) progressRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [running]);

  const startImport = async (preview: Preview, source: LeakSourceInput | undefined) => {
    onMessage(null);
    setReport(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress({ batchId: null, imported: 0, duplicates: 0, skipped: [], sent: 0, total: preview.totalRows, cancelled: false });
    try {
      const done = await runImport(preview.input, {
        source,
        importKind: preview.importKind,
        fileName: preview.fileName,
        totalRows: preview.totalRows,
        read: preview.read ? { encoding: preview.read.encoding, delimiter: preview.read.delimiter } : undefined,
        spreadsheetDayColumns: preview.findings.spreadsheetDays.map((f) => f.index),
        stateColumns: stateColumnsToRead(preview.findings),
        ...(preview.findings.dateOrder?.read ? { dateOrder: preview.findings.dateOrder.order } : {}),
        signal: controller.signal,
        onProgress: setProgress,
      });
      const notes = describeValueFindings(preview.findings);
      const dateNotes = describeDateReadings(preview.findings);
      const readNotes = describeColumnsReadByValues(preview.findings);
      const report = {
        ...done,
        ...(notes.length ? { notes } : {}),
        ...(dateNotes.length ? { dateNotes } : {}),
        ...(readNotes.length ? { readNotes } : {}),
      };
      setReport(report);
      if (!done.cancelled) {
        onDone();
        onImported(report);
      }
    } catch (e) {
      if (e instanceof ImportFailure) {
        onMessage({ text: e.message, detail: e.detail });
        if (e.report.sent > 0) setReport(e.report);
      } else onMessage({ text: MESSAGES.import.failedGeneric });
    } finally {
      // Finished, stopped (its batch now held open) or failed (its batch cancelled): the open
      // imports changed. Marked stale here, the notice reads them again as it is switched back
      // on, not up to the query's stale time later with a list that lacks a stopped batch.
      void queryClient.invalidateQueries({ queryKey: OPEN_IMPORT_BATCHES_KEY });
      setProgress(null);
      abort.current = null;
    }
  };

  // A held batch (ADR 0238) is decided here, or later in the open-imports notice: either way the
  // console's lists (records, open imports) are read again.
  const decide = async (keep: boolean) => {
    if (!report?.batchId || !report.held || report.decided) return;
    setDeciding(true);
    try {
      if (keep) {
        await commitImportBatch(report.batchId, report.sent);
        setReport({ ...report, decided: 'kept' });
        onMessage(null);
      } else {
        const res = await cancelImportBatch(report.batchId, true);
        setReport({ ...report, decided: 'removed', imported: 0, duplicates: 0, removed: res.removed });
        onMessage(null);
      }
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (e) {
      const detail = e instanceof ApiError ? (e.serverMessage ?? null) : null;
      onMessage({ text: keep ? 'Could not keep the records. Try again.' : 'Could not remove the records. Try again.', detail });
    } finally {
      setDeciding(false);
    }
  };

  return {
    progress,
    report,
    setReport,
    deciding,
    running,
    progressRef,
    startImport,
    cancelImport: () => abort.current?.abort(),
    keepHeld: () => void decide(true),
    removeHeld: () => void decide(false),
  };
}
