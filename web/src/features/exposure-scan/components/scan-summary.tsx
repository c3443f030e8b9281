import type { ScanSuccess } from '@breachwatch/core/scan/scan-result';
import { RiskGauge } from './risk-gauge';

function formatScanTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

/** Risk score and severity, suggested actions, notes and the scan time. */
export function ScanSummary({ result }: { result: ScanSuccess }) {
  return (
    <section
      aria-labelledby="scan-summary-heading"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div>
        <h3 id="scan-summary-heading" className="sr-only">
          Scan result
        </h3>
        <RiskGauge score={result.summary.score} severity={result.summary.severity} />
        <p className="mt-4 text-sm text-slate-700">
          Scanned <time dateTime={result.scannedAt}>{formatScanTime(result.scannedAt)}</time>
          {result.durationMs !== undefined && <> in {Math.max(1, Math.round(result.durationMs))} ms</>}
        </p>
        {result.domainPeople !== undefined && (
          <p className="mt-1 text-sm text-slate-700">
            {result.domainPeople.toLocaleString('en-US')} {result.domainPeople === 1 ? 'person' : 'people'} at this domain in our records
          </p>
        )}
      </div>
      <div>
        <h4 className="text-base font-semibold text-slate-900">Suggested actions</h4>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-800">
          {result.summary.actions.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ol>
        {result.notes.length > 0 && (
          <ul className="mt-4 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {result.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
