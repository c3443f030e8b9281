import type { RecoverySection } from '@breachwatch/core/recovery/recovery-plan';
import type { StepStatus, StepStatuses } from '@breachwatch/core/recovery/recovery-progress';
import { PlanStep } from './plan-step';

interface Props {
  section: RecoverySection;
  /** Number of the section's first step in the whole plan. */
  firstNumber: number;
  steps: StepStatuses;
  onStatus: (stepId: string, status: StepStatus | null) => void;
}

export function PlanSection({ section, firstNumber, steps, onStatus }: Props) {
  const headingId = `plan-section-${section.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {section.title}
      </h2>
      <p className="mt-1 text-slate-700">{section.reason}</p>
      <ol className="mt-4 space-y-4">
        {section.steps.map((step, i) => (
          <PlanStep
            key={step.id}
            step={step}
            number={firstNumber + i}
            status={steps[step.id]}
            onStatus={(status) => onStatus(step.id, status)}
          />
        ))}
      </ol>
    </section>
  );
}
