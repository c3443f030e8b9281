import { AlertTriangle } from 'lucide-react';
import { useRecordAccess } from '../api/get-record-access';

const n = (v: number) => v.toLocaleString('en-US');
const hourLabel = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric' });

/**
 * How many distinct records the public pages served this hour and the hours before, and how
 * often the per-client limit stopped someone: a sudden rise is what scraping looks like.
 * Counts only: no client, record or search is ever shown here.
 */
export function RecordAccessPanel() {
  const access = useRecordAccess();
  const a = access.data;
  const thisHour = a?.hours[0];
  const recent = a?.hours.slice(0, 12) ?? [];
  const max = Math.max(1, ...recent.map((h) => h.distinctRecords));
  return (
    <section aria-labelledby="record-access-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="record-access-heading" className="mb-2 font-semibold text-slate-900">
        Records seen by the public
      </h2>
      {access.isError && (
        <p role="alert" className="text-sm text-red-800">
          Could not load the record access counts.
        </p>
      )}
      {access.isPending && <p className="text-sm text-slate-700">Loading…</p>}
      {a && thisHour && (
        <>
          {a.rising && (
            <p role="alert" className="mb-3 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              Unusual rise: {n(thisHour.distinctRecords)} different records served this hour, against a usual {n(a.usualPerHour)}. Someone
              may be collecting records.
            </p>
          )}
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <div>
              <dt className="text-slate-700">This hour</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid="records-this-hour">
                {n(thisHour.distinctRecords)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-700">Usual hour</dt>
              <dd className="text-2xl font-bold text-slate-900">{n(a.usualPerHour)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Visitors stopped</dt>
              <dd className="text-2xl font-bold text-slate-900">{n(thisHour.refusedRequests)}</dd>
            </div>
          </dl>
          <table className="mt-3 w-full text-left text-xs text-slate-700">
            <caption className="sr-only">Different records served per hour, most recent first</caption>
            <thead>
              <tr>
                <th scope="col" className="font-semibold">
                  Hour
                </th>
                <th scope="col" className="font-semibold">
                  Records
                </th>
                <th scope="col" className="w-1/2">
                  <span className="sr-only">Bar</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((h) => (
                <tr key={h.hour}>
                  <td>{hourLabel(h.hour)}</td>
                  <td>{n(h.distinctRecords)}</td>
                  <td>
                    <div
                      aria-hidden="true"
                      className="h-2 rounded bg-indigo-600"
                      style={{ width: `${(h.distinctRecords / max) * 100}%` }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-slate-600">
            Each visitor may see up to {n(a.perClientPerHour)} different records an hour.{' '}
            {a.store === 'redis' ? 'Counted across every server.' : 'Counted on this server only.'}
          </p>
        </>
      )}
    </section>
  );
}
