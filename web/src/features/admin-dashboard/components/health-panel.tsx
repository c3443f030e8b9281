import { Activity } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useHealth } from '../api/get-health';

type Level = 'ok' | 'down' | 'unknown';

function Status({ label, level, detail }: { label: string; level: Level; detail: string }) {
  const text = level === 'ok' ? 'healthy' : level === 'down' ? 'unavailable' : 'unknown';
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="font-medium text-slate-800">{label}</span>
      <span className="text-right">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold',
            level === 'ok' && 'bg-emerald-100 text-emerald-900',
            level === 'down' && 'bg-red-100 text-red-900',
            level === 'unknown' && 'bg-slate-200 text-slate-800',
          )}
          data-testid={`health-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          <span
            aria-hidden="true"
            className={cn('size-2 rounded-full', level === 'ok' ? 'bg-emerald-600' : level === 'down' ? 'bg-red-600' : 'bg-slate-500')}
          />
          {text}
        </span>
        <span className="block text-xs text-slate-600">{detail}</span>
      </span>
    </li>
  );
}

/** Database and payment gateway status from /api/admin/health, shown as they are. */
export function HealthPanel() {
  const health = useHealth();
  const data = health.data;
  const failed = health.isError;
  return (
    <section aria-labelledby="health-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="health-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Activity className="size-4 text-indigo-700" aria-hidden="true" /> System health
      </h2>
      {health.isPending ? (
        <p role="status" className="mt-2 text-sm text-slate-700">
          Checking…
        </p>
      ) : (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          <Status
            label="Database"
            level={failed || !data ? 'unknown' : data.database.ok ? 'ok' : 'down'}
            detail={
              failed || !data
                ? 'The health check did not answer.'
                : data.database.ok
                  ? `${data.database.kind}, ${data.database.latencyMs ?? '?'} ms`
                  : (data.database.error ?? data.database.kind)
            }
          />
          <Status
            label="Payment gateway"
            level={failed || !data ? 'unknown' : data.paymentGateway.ok ? 'ok' : 'down'}
            detail={
              failed || !data
                ? 'The health check did not answer.'
                : [data.paymentGateway.mode, data.paymentGateway.detail].filter(Boolean).join(': ')
            }
          />
        </ul>
      )}
    </section>
  );
}
