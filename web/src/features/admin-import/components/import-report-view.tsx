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

/** What the server did with the rows: imported, duplicates, skipped with reasons; a stopped import can be undone. */
export function ImportReportView({
  report,
  title = 'Import report',
  onRemove,
  removing = false,
  focusOnArrival = false,
}: {
  report: ImportReport;
  title?: string;
  onRemove?: () => void;
  removing?: boolean;
  /** Shown on the page the import switched to: the console focuses it there, not the page's heading. */
  focusOnArrival?: boolean;
}) {
  const id = useId();
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
        {report.cancelled && <li className="font-semibold text-amber-900">Cancelled: the rows taken before cancelling were imported.</li>}
        {report.removed !== undefined && (
          <li className="font-semibold text-amber-900">
            Removed the {report.removed.toLocaleString('en-US')} records stored before the import failed: nothing of it was kept.
          </li>
        )}
      </ul>
      {onRemove && report.imported > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span>This import stopped part-way. Keep the {report.imported.toLocaleString('en-US')} records it stored, or remove them:</span>
          <button
            type="button"
            onClick={onRemove}
            disabled={removing}
            className="min-h-9 rounded-lg border border-red-300 bg-white px-3 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-700 disabled:opacity-60"
          >
            {removing ? 'Removing…' : `Remove the ${report.imported.toLocaleString('en-US')} records`}
          </button>
        </div>
      )}
      {report.notes && report.notes.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Values left out">
          {report.notes.map((text, i) => (
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
