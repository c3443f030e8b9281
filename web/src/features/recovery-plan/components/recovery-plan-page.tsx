import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { buildRecoveryPlan } from '@breachwatch/core/recovery/recovery-plan';
import { parseBreachPlanParams } from '@breachwatch/core/recovery/plan-links';
import { Container } from '../../../components/ui/container';
import { LinkButton } from '../../../components/ui/button';
import { DetailLoadError, RecordSkeleton } from '../../../components/records/record-page-parts';
import { siteConfig } from '../../../lib/site-config';
import { useOwnerPlanReport, usePlanReport, type PlanReport } from '../api/get-plan-report';
import { useOwnerSession } from '../api/get-owner-session';
import { useBrowserProgress } from '../lib/browser-progress';
import { breachPlanKey, recordPlanKey } from '../../../lib/plan-key';
import { useRecordProgress } from '../lib/record-progress';
import { OwnerProgressNote, progressNotes } from './owner-progress-note';
import { PlanView } from './plan-view';
import { BROWSER_STORAGE_NOTE } from './storage-notes';
import { planRegionKey, usePlanRegionChoice } from '../../../lib/plan-region-choice';

/** /recovery-plan/:id (one of our records) and /recovery-plan?classes=… (a breach from a scan). */
export function RecoveryPlanPage() {
  const { id } = useParams();
  return (
    <Container size="narrow" className="py-8 sm:py-12 print:max-w-none print:p-0">
      <title>{`Recovery plan | ${siteConfig.siteName}`}</title>
      {id ? <RecordPlan id={id} /> : <BreachPlan />}
    </Container>
  );
}

function RecordPlan({ id }: { id: string }) {
  const report = usePlanReport(id);
  if (report.isPending) return <RecordSkeleton label="Loading your recovery plan…" />;
  if (report.isError) return <DetailLoadError title="Recovery plan" error={report.error} />;
  return <RecordPlanView report={report.data} />;
}

function RecordPlanView({ report }: { report: PlanReport }) {
  const session = useOwnerSession();
  const verified = session.data?.recordId === report.id;
  const ownerReport = useOwnerPlanReport(report.id, verified);
  // Only while verified: a disabled query still hands back what it fetched before.
  const ownerNames = verified ? ownerReport.data : undefined;
  const employer = ownerNames?.employer ?? report.employer;
  const benefitsProvider = ownerNames?.benefitsProvider ?? report.benefitsProvider;
  const planKey = recordPlanKey(report.id);
  const regionChoice = usePlanRegionChoice(planRegionKey(planKey), report.planRegion);
  const region = regionChoice.region;
  const plan = useMemo(
    () =>
      buildRecoveryPlan({
        dataClasses: report.dataClasses,
        sources: report.sources,
        reference: `${siteConfig.siteName} report ${report.id}`,
        employer,
        benefitsProvider,
        region,
      }),
    [report, employer, benefitsProvider, region],
  );
  const { progress, mode } = useRecordProgress(report.id);
  const reportPath = `/leak/${encodeURIComponent(report.id)}`;
  // The letters take the owner's names when they first show: wait for them.
  if (mode.kind === 'loading' || ownerReport.isLoading) return <RecordSkeleton label="Loading your recovery plan…" />;
  const notes = progressNotes(mode);
  return (
    <PlanView
      plan={plan}
      planKey={planKey}
      referenceUrl={`${window.location.origin}${reportPath}`}
      back={{ to: reportPath, label: 'Back to the Exposure Report' }}
      progress={progress}
      storageNote={notes.storageNote}
      clearLabel={notes.clearLabel}
      progressExtras={<OwnerProgressNote mode={mode} />}
      regionChoice={regionChoice}
    />
  );
}

function BreachPlan() {
  const [search] = useSearchParams();
  const params = useMemo(() => parseBreachPlanParams(search), [search]);
  const planKey = breachPlanKey(params);
  // A breach from a scan says nothing about where the person lives: the US, unless they choose.
  const regionChoice = usePlanRegionChoice(planRegionKey(planKey), null);
  const region = regionChoice.region;
  const plan = useMemo(
    () =>
      buildRecoveryPlan({
        dataClasses: params.dataClasses,
        sources: params.source ? [{ name: params.source, dateFound: params.dateFound }] : [],
        reference: null,
        region,
      }),
    [params, region],
  );
  const progress = useBrowserProgress(planKey);
  if (params.dataClasses.length === 0) {
    return (
      <div className="mt-4">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Recovery plan</h1>
        <p role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          This link does not say what leaked, so we cannot build a plan from it. Search for your name, open “Person details” and choose
          “Start your recovery plan”; or scan your email address and choose “Recovery plan” next to a breach in the result.
        </p>
        <LinkButton to="/breach-check" className="mt-4">
          Go to the breach check
        </LinkButton>
      </div>
    );
  }
  return (
    <PlanView
      plan={plan}
      planKey={planKey}
      referenceUrl={null}
      back={{ to: '/breach-check?tab=scan', label: 'Back to breach check' }}
      progress={progress}
      storageNote={BROWSER_STORAGE_NOTE}
      clearLabel="Clear my progress on this device"
      regionChoice={regionChoice}
    />
  );
}
