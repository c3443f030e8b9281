import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, LifeBuoy, Printer } from 'lucide-react';
import { planDataClassLabels, type RecoveryPlan } from '@breachwatch/core/recovery/recovery-plan';
import { summarizeProgress } from '@breachwatch/core/recovery/recovery-progress';
import { formatIsoDateInWords, formatLetterDate } from '@breachwatch/core/recovery/letters';
import { RECOVERY_SOURCES_CHECKED } from '@breachwatch/core/recovery/recovery-sources';
import { siteConfig } from '../../../lib/site-config';
import { recordLinkClass } from '../../../components/records/record-page-parts';
import { Button } from '../../../components/ui/button';
import type { PlanProgress as Progress } from '../lib/browser-progress';
import { ContactLog } from './contact-log';
import { textLinkClass } from './external-link';
import { LettersSection } from './letters/letters-section';
import { PlanProgress } from './plan-progress';
import { PlanSection } from './plan-section';
import { RegionChoice } from './region-choice';
import type { PlanRegionChoice } from '../../../lib/plan-region-choice';
import { PrintProvider, usePrint, usePrintClass } from './print-context';

export interface PlanViewProps {
  plan: RecoveryPlan;
  planKey: string;
  referenceUrl: string | null;
  back: { to: string; label: string };
  progress: Progress;
  storageNote: ReactNode;
  clearLabel: string;
  /** Shown with the progress: a notice about the verified session, an action. */
  progressExtras?: ReactNode;
  /** "Where do you live?": the plan is built for the answer. */
  regionChoice: PlanRegionChoice;
}

export function PlanView(props: PlanViewProps) {
  return (
    <PrintProvider>
      <PlanBody {...props} />
    </PrintProvider>
  );
}

function PlanBody({ plan, planKey, referenceUrl, back, progress, storageNote, clearLabel, progressExtras, regionChoice }: PlanViewProps) {
  const { print } = usePrint();
  const planPrintClass = usePrintClass('plan');
  const summary = summarizeProgress(plan, progress.steps);
  const labels = planDataClassLabels(plan);
  const sources = plan.evidence.sources.map((s) => (s.dateFound ? `${s.name} (found ${formatIsoDateInWords(s.dateFound)})` : s.name));
  let number = 1;

  return (
    <article aria-labelledby="plan-title" className="mt-4 space-y-6">
      <Link to={back.to} className={`${recordLinkClass} print:hidden`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <header className={planPrintClass}>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Recovery plan</p>
        <h1 id="plan-title" className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Your recovery plan
        </h1>
        <dl className="mt-4 space-y-1 text-slate-800">
          <div>
            <dt className="inline font-semibold">What leaked: </dt>
            <dd className="inline">{labels.length ? labels.join(', ') : 'Personal details'}</dd>
          </div>
          {sources.length > 0 && (
            <div>
              <dt className="inline font-semibold">Where it was found: </dt>
              <dd className="inline">{sources.join('; ')}</dd>
            </div>
          )}
          <div className="hidden print:block">
            <dt className="inline font-semibold">For someone living: </dt>
            <dd className="inline">{plan.region === 'us' ? 'in the United States' : 'outside the United States'}</dd>
          </div>
        </dl>
        <RegionChoice choice={regionChoice} />
        <p className="mt-4 text-lg leading-relaxed text-slate-800">
          Take a breath: you can do this. Most steps are free and take a few minutes. Start at the top, where the steps protect you most,
          and come back whenever you like. Mark each step Done, or Skip it if it does not apply.
        </p>
        <p className="mt-3 hidden text-sm text-slate-700 print:block">
          Printed from {siteConfig.siteName} on {formatLetterDate(new Date())}. Advice checked against the official pages on{' '}
          {formatIsoDateInWords(RECOVERY_SOURCES_CHECKED)}.
        </p>
        <div className="mt-4 flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => print('plan')}>
            <Printer aria-hidden="true" className="size-4" />
            Print this plan
          </Button>
          <a href="#letters-title" className={`${textLinkClass} inline-flex min-h-11 items-center px-2`}>
            Go to the letters
          </a>
          <a href="#contact-log" className={`${textLinkClass} inline-flex min-h-11 items-center px-2`}>
            Go to the contact log
          </a>
        </div>
      </header>

      <PlanProgress
        summary={summary}
        storageNote={storageNote}
        clearLabel={clearLabel}
        onClear={progress.clear}
        saveError={progress.saveError}
      >
        {progressExtras}
      </PlanProgress>

      <div className={`space-y-6 ${planPrintClass}`}>
        {plan.sections.map((section) => {
          const first = number;
          number += section.steps.length;
          return (
            <PlanSection key={section.id} section={section} firstNumber={first} steps={progress.steps} onStatus={progress.setStatus} />
          );
        })}
      </div>

      <LettersSection plan={plan} referenceUrl={referenceUrl} />
      <ContactLog planKey={planKey} />

      <aside aria-label="Help" className={`flex items-start gap-3 rounded-2xl bg-slate-100 p-4 sm:p-6 ${planPrintClass}`}>
        <LifeBuoy aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-800" />
        <p className="text-slate-800">
          Stuck, or something already went wrong? A person can walk you through it:{' '}
          <Link to="/contact" className={textLinkClass}>
            contact us
          </Link>
          . Help is free to start. We will never ask for a password or a one-time code.
        </p>
      </aside>
    </article>
  );
}
