import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import type { ExposureReport } from '@breachwatch/core/schemas/record-views';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { recoveryPlanPathForRecord } from '@breachwatch/core/recovery/plan-links';
import { ListChecks } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { useExposureReport } from '../api/get-exposure-report';
import { BackToSearchLink, DetailLoadError, RecordSkeleton, riskLevelStyle } from '../../../components/records/record-page-parts';
import { ReportSections } from './report-data-sections';
import { LeakSourcesSection, MisuseSection, NextStepsSection } from './report-guidance-sections';

/**
 * /leak/:id and /breach-check/leak/:id: the Exposure Report (spec §2) as the disclosure policy
 * lets a stranger see it. `verify` is what the page offers the record's owner (composed in app/).
 */
export function ExposureReportPage({ verify }: { verify?: (recordId: string) => ReactNode }) {
  const { id = '' } = useParams();
  const report = useExposureReport(id);

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Exposure Report | ${siteConfig.siteName}`}</title>
      <BackToSearchLink />

      {report.isPending && <RecordSkeleton label="Loading the report…" />}
      {report.isError && <DetailLoadError title="Exposure Report" error={report.error} />}
      {report.data && <ReportBody report={report.data} verify={verify?.(report.data.id)} />}
    </Container>
  );
}

function ReportBody({ report, verify }: { report: ExposureReport; verify: ReactNode }) {
  const added = formatDateUs(report.dateAdded);
  return (
    <article aria-labelledby="report-title" className="mt-4 wrap-anywhere">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Exposure Report</p>
        <h1 id="report-title" className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {report.name}
        </h1>
        <p className={`mt-4 inline-flex rounded-lg px-4 py-2 text-lg font-bold tracking-wide ${riskLevelStyle[report.overall]}`}>
          Overall: {report.overall.toUpperCase()}
        </p>
        <p className="mt-3 text-slate-800">{report.risk.reason}</p>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{report.summary}</p>
        {added && <p className="mt-2 text-sm text-slate-600">Added to our records {added}</p>}
        <p className="mt-3 text-sm text-slate-700">{disclosurePromise('anonymous')}</p>
        <LinkButton to={recoveryPlanPathForRecord(report.id)} size="lg" className="mt-4 w-full sm:w-auto">
          <ListChecks aria-hidden="true" className="size-5" />
          Start your recovery plan
        </LinkButton>
      </header>
      {/* What to do comes first: on a phone a frightened reader should not scroll past every
          leaked field and the ways it can be misused to find the next step (issue 16). */}
      <div className="mt-8 space-y-6">
        <NextStepsSection report={report} />
        {verify}
        <ReportSections report={report} />
        <LeakSourcesSection report={report} />
        <MisuseSection report={report} />
      </div>
    </article>
  );
}
