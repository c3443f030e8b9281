import { CREDIBILITY_LEVELS } from '@breachwatch/core/records/types';
import { DEFAULT_SOURCE_CREDIBILITY } from '@breachwatch/core/schemas/constants';

export interface LeakSourceDraft {
  name: string;
  url: string;
  dateFound: string;
  credibility: (typeof CREDIBILITY_LEVELS)[number];
  category: string;
  reason: string;
}

export const emptyLeakSource: LeakSourceDraft = {
  name: '',
  url: '',
  dateFound: '',
  credibility: DEFAULT_SOURCE_CREDIBILITY,
  category: '',
  reason: '',
};

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600';

/** The batch's leak source (spec §3 "Leak source"): stored with every record of this import. */
export function LeakSourceFields({
  value,
  onChange,
  error,
}: {
  value: LeakSourceDraft;
  onChange(next: LeakSourceDraft): void;
  error: string | null;
}) {
  const set = (key: keyof LeakSourceDraft) => (e: { target: { value: string } }) => onChange({ ...value, [key]: e.target.value });
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="px-1 font-semibold text-slate-900">Leak source</legend>
      <p className="mb-3 text-sm text-slate-700">Where this data was found. Recorded on the import batch and shown with each record.</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className="text-sm font-medium text-slate-800">
          Source name
          <input className={inputClass} value={value.name} onChange={set('name')} placeholder="e.g. Acme HR dump" />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Source URL
          <input className={inputClass} type="url" value={value.url} onChange={set('url')} placeholder="https://…" />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Date found
          <input className={inputClass} type="date" value={value.dateFound} onChange={set('dateFound')} />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Credibility
          <select className={inputClass} value={value.credibility} onChange={set('credibility')}>
            {CREDIBILITY_LEVELS.map((c) => (
              <option key={c} value={c}>
                {c[0]!.toUpperCase() + c.slice(1)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-800">
          Category
          <input className={inputClass} value={value.category} onChange={set('category')} placeholder="e.g. HR / payroll" />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Reason
          <input className={inputClass} value={value.reason} onChange={set('reason')} placeholder="Why this source is trusted" />
        </label>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
