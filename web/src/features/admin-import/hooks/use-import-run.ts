import { describeValueFindings } from '@breachwatch/core/records/row-findings';
import type { LeakSourceInput } from '@breachwatch/core/schemas/import';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { useEffect, useRef, useState } from 'react';
import { cancelImportBatch } from '../api/cancel-import-batch';
import type { Preview } from '../lib/load-preview';
import { ImportFailure, runImport, type ImportReport } from '../lib/run-import';

export type ImportMessage = { text: string; detail?: string | null };

/**
 * Runs an import of a checked preview: its live progress, its report, cancelling, and removing
 * what a stopped import stored. While it runs, leaving the page asks first (the batch would
 * stop half-sent) and the progress panel is brought into view.
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
  const [removing, setRemoving] = useState(false);
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
        signal: controller.signal,
        onProgress: setProgress,
      });
      const notes = describeValueFindings(preview.findings);
      const report = notes.length ? { ...done, notes } : done;
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
      setProgress(null);
      abort.current = null;
    }
  };

  const removeStopped = async () => {
    if (!report?.batchId) return;
    setRemoving(true);
    try {
      const res = await cancelImportBatch(report.batchId, true);
      setReport({ ...report, imported: 0, cancelled: true });
      onMessage({ text: `Removed the ${res.removed.toLocaleString('en-US')} records of the stopped import.` });
    } catch {
      onMessage({ text: 'Could not remove the records. Try again.' });
    } finally {
      setRemoving(false);
    }
  };

  return {
    progress,
    report,
    setReport,
    removing,
    running,
    progressRef,
    startImport,
    cancelImport: () => abort.current?.abort(),
    removeStopped: () => void removeStopped(),
  };
}
