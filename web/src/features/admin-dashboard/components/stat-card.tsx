import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function StatCard({ label, value, hint, icon: Icon }: { label: string; value: ReactNode; hint?: ReactNode; icon: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <Icon className="size-4 text-indigo-700" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

/** A figure, or "—" when there is none (no approved review yet, or still loading). */
export function figure(value: number | null | undefined, format: (n: number) => string = (n) => n.toLocaleString('en-US')): string {
  return value === null || value === undefined ? '—' : format(value);
}
