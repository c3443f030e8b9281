import { AlertCircle, Info } from 'lucide-react';
import type { PaymentNotice as Notice } from '../hooks/use-donation-flow';

/** The outcome of the last payment step, announced to screen readers. */
export function PaymentNotice({ notice }: { notice: Notice | null }) {
  return (
    <div aria-live="polite" aria-atomic="true" className="min-h-0">
      {notice && (
        <div
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800'
              : 'flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800'
          }
        >
          {notice.tone === 'error' ? (
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          )}
          <div>
            <p className="font-semibold">{notice.message}</p>
            {notice.detail && <p className="mt-0.5 text-sm">{notice.detail}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
