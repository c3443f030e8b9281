import { useId } from 'react';
import { Check, CircleSlash } from 'lucide-react';
import type { StepStatus } from '@breachwatch/core/recovery/recovery-progress';
import type { LetterKind, RecoveryStep } from '@breachwatch/core/recovery/recovery-steps';
import { cn } from '../../../components/ui/cn';
import { ExternalLink, textLinkClass } from './external-link';

export const LETTER_ANCHORS: Record<LetterKind, { id: string; label: string }> = {
  fraudAlert: { id: 'letter-fraud-alert', label: 'Fill in the fraud alert letter' },
  breachInquiry: { id: 'letter-breach-inquiry', label: 'Fill in the letter' },
  dispute: { id: 'letter-dispute', label: 'Fill in the dispute letter' },
};

interface Props {
  step: RecoveryStep;
  number: number;
  status: StepStatus | undefined;
  onStatus: (status: StepStatus | null) => void;
}

const STATUS_BUTTON = {
  done: { label: 'Done', Icon: Check, pressed: 'border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800' },
  skipped: { label: 'Skip', Icon: CircleSlash, pressed: 'border-slate-600 bg-slate-600 text-white hover:bg-slate-700' },
} as const;

/** Done or Skip: a toggle, so pressing it again takes the mark off. */
function StatusButton({
  status,
  current,
  describedBy,
  onStatus,
}: {
  status: StepStatus;
  current: StepStatus | undefined;
  describedBy: string;
  onStatus: (status: StepStatus | null) => void;
}) {
  const { label, Icon, pressed } = STATUS_BUTTON[status];
  const on = current === status;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-describedby={describedBy}
      onClick={() => onStatus(on ? null : status)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-4 py-2 text-sm font-semibold',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700',
        on ? pressed : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}

/** One step: what to do, why, how, where; Done and Skip (pressing either again undoes it). */
export function PlanStep({ step, number, status, onStatus }: Props) {
  const titleId = useId();
  const stateLabel = status === 'done' ? 'Done' : status === 'skipped' ? 'Skipped' : null;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className={cn(
          'rounded-xl border p-4 sm:p-5 print:break-inside-avoid print:border-slate-400',
          status === 'done'
            ? 'border-emerald-300 bg-emerald-50'
            : status === 'skipped'
              ? 'border-slate-200 bg-slate-50'
              : 'border-slate-200 bg-white',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900">
            <span className="mr-1.5 text-slate-600">{number}.</span>
            {step.title}
          </h3>
          {stateLabel && (
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-sm font-semibold',
                status === 'done' ? 'bg-emerald-700 text-white' : 'bg-slate-600 text-white',
              )}
            >
              {stateLabel}
            </span>
          )}
        </div>
        <p className="mt-2 text-slate-800">{step.why}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {step.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {(step.links.length > 0 || step.letter || step.contactLog) && (
          <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-5">
            {step.links.map((l) => (
              <li key={l.url}>
                <ExternalLink href={l.url}>{l.label}</ExternalLink>
              </li>
            ))}
            {step.letter && (
              <li className="print:hidden">
                <a href={`#${LETTER_ANCHORS[step.letter].id}`} className={textLinkClass}>
                  {LETTER_ANCHORS[step.letter].label}
                </a>
              </li>
            )}
          </ul>
        )}
        <div className="mt-4 flex flex-wrap gap-2 print:hidden">
          <StatusButton status="done" current={status} describedBy={titleId} onStatus={onStatus} />
          <StatusButton status="skipped" current={status} describedBy={titleId} onStatus={onStatus} />
        </div>
        {/* On paper: boxes to tick by hand. */}
        <p className="mt-3 hidden text-slate-800 print:block">☐ Done &nbsp;&nbsp; ☐ Skipped</p>
      </article>
    </li>
  );
}
