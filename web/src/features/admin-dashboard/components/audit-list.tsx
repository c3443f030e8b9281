import { auditActionLabel } from '@breachwatch/core/schemas/audit-actions';
import type { DashboardStats } from '../api/get-stats';

function describeDetails(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function AuditList({ entries }: { entries: DashboardStats['audit'] }) {
  if (entries.length === 0) return <p className="text-sm text-slate-700">No admin actions recorded yet.</p>;
  return (
    <ol className="divide-y divide-slate-100 text-sm" aria-label="Latest admin actions">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="font-semibold text-slate-900">{auditActionLabel(e.action)}</span>
            {e.details && <span className="ml-2 break-words text-slate-600">{describeDetails(e.details)}</span>}
          </span>
          <span className="shrink-0 text-xs text-slate-600">
            {e.actorEmail ?? 'system'} · <time dateTime={e.createdAt}>{when(e.createdAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
