import { useId } from 'react';
import type { ImportReport } from '../lib/run-import';

export function ProgressBar({ fraction, label = 'Import progress' }: { fraction: number; label?: string }) {
  const pct = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-indigo-700 transition-[width]" style={{ width: `${pct}%` }} />
      </div>
      <span className="w-12 text-right text-sm font-semibold text-slate-800 tabular-nums">{pct}%</span>
    </div>
  );
}

const count = (n: number) => n.toLocaleString('en-US');
const records = (n: number) => `${count(n)} ${n === 1 ? 'record' : 'records'}`;

/** What became of a batch left open (ADR 0238), and of one closed without keeping anything. */
function outcomeOf(report: ImportReport): string | null {
  const stored = records(report.imported);
  if (report.held && report.decided === 'kept') return `Stopped: you kept the ${stored} it stored. They are now public.`;
  if (report.held && report.decided === 'removed') return `Removed the ${records(report.removed ?? 0)} it stored: nothing of it was kept.`;
  if (report.held === 'stopped') return `Stopped: the ${stored} it stored are hidden from the public until you keep or remove them.`;
  if (report.held === 'refused') return `Not committed: the ${stored} it stored are hidden from the public until you remove them.`;
  if (report.removed === undefined) return null;
  if (report.cancelled) return 'Stopped before it stored any record: nothing of it was kept.';
  return `Removed the ${count(report.removed)} records stored before the import failed: nothing of it was kept.`;
}

/**
 * What the server did with the rows: imported, duplicates, skipped with reasons. An import the
 * operator stopped can be kept or removed; one whose commit was refused can be removed.
 */
export function ImportReportView({
  report,
  title = 'Import report',
  onKeep,
  onRemove,
  deciding = false,
  focusOnArrival = false,
}: {
  report: ImportReport;
  title?: string;
  onKeep?: () => void;
  onRemove?: () => void;
  deciding?: boolean;
  /** Shown on the page the import switched to: the console focuses it there, not the page's heading. */
  focusOnArrival?: boolean;
}) {
  const id = useId();
  const outcome = outcomeOf(report);
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-counts`}
      tabIndex={focusOnArrival ? -1 : undefined}
      data-focus-on-arrival={focusOnArrival ? '' : undefined}
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-slate-900 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {title}
      </h2>
      {!report.cancelled && report.sent === report.total && (
        <div className="my-2">
          <ProgressBar fraction={1} />
        </div>
      )}
      <ul id={`${id}-counts`} className="mt-1 flex flex-wrap gap-x-6 gap-y-1" data-testid="import-report">
        <li>
          Imported: <strong>{report.imported.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Duplicates: <strong>{report.duplicates.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Skipped: <strong>{report.skipped.length.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Rows taken: {report.sent.toLocaleString('en-US')} of {report.total.toLocaleString('en-US')}
        </li>
        {outcome && <li className="font-semibold text-amber-900">{outcome}</li>}
      </ul>
      {(onKeep || onRemove) && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {onKeep && (
            <button
              type="button"
              onClick={onKeep}
              disabled={deciding}
              className="min-h-9 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-700 disabled:opacity-60"
            >
              Keep the {records(report.imported)}
            </button>
          )}
          {onRemove && (
            <button
              type="button"
              onClick={onRemove}
              disabled={deciding}
              className="min-h-9 rounded-lg border border-red-300 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
            >
              {deciding ? 'Working…' : `Remove the ${records(report.imported)}`}
            </button>
          )}
        </div>
      )}
      {report.notes && report.notes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Values left out">
          {report.notes.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {report.dateNotes && report.dateNotes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Dates read from another form">
          {report.dateNotes.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {report.readNotes && report.readNotes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Columns read by their values">
          {report.readNotes.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      )}
      {report.skipped.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer font-medium">Skipped rows and reasons</summary>
          <ul className="mt-1 max-h-48 list-disc overflow-y-auto pl-5">
            {report.skipped.map((s, i) => (
              <li key={i}>
                Row {s.row}: {s.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
