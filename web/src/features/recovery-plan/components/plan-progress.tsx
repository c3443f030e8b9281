import { useState, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { ProgressSummary } from '@breachwatch/core/recovery/recovery-progress';
import { Button } from '../../../components/ui/button';

interface Props {
  summary: ProgressSummary;
  /** Where the progress is kept, in one or two sentences. */
  storageNote: ReactNode;
  clearLabel: string;
  onClear: () => void;
  saveError: string | null;
  /** More about where progress is kept: a notice, an action. */
  children?: ReactNode;
}

export function progressSentence({ total, done, skipped }: ProgressSummary): string {
  return `${done} of ${total} steps done${skipped ? `, ${skipped} skipped` : ''}.`;
}

/** How far along the plan is, where that is kept, and a way to clear it (confirmed first). */
export function PlanProgress({ summary, storageNote, clearLabel, onClear, saveError, children }: Props) {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="plan-progress-title" className="rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:p-6 print:hidden">
      <h2 id="plan-progress-title" className="text-lg font-semibold text-slate-900">
        Your progress
      </h2>
      <div
        role="progressbar"
        aria-labelledby="plan-progress-title"
        aria-valuemin={0}
        aria-valuemax={summary.total}
        aria-valuenow={summary.handled}
        aria-valuetext={`${summary.handled} of ${summary.total} steps done or skipped`}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-white ring-1 ring-indigo-200"
      >
        <div className="h-full rounded-full bg-indigo-700 transition-[width]" style={{ width: `${summary.percent}%` }} />
      </div>
      <p aria-live="polite" className="mt-2 font-medium text-slate-900">
        {progressSentence(summary)}
      </p>
      <p className="mt-3 flex items-start gap-2 text-sm text-slate-800">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-800" />
        <span>{storageNote}</span>
      </p>
      {children}
      {saveError && (
        <p role="alert" className="mt-2 rounded-lg bg-amber-100 px-3 py-2 text-sm font-medium text-amber-950">
          {saveError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <span className="text-sm font-medium text-slate-900">Clear every Done and Skip mark of this plan?</span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                onClear();
                setConfirming(false);
              }}
            >
              Yes, clear them
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} disabled={summary.handled === 0}>
            {clearLabel}
          </Button>
        )}
      </div>
    </section>
  );
}
