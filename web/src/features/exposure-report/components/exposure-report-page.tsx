import { useParams } from 'react-router';
import type { ExposureReport } from '@breachwatch/core/schemas/records-api';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { useExposureReport } from '../api/get-exposure-report';
import { BackToSearchLink, DetailLoadError, RecordSkeleton, riskLevelStyle } from '../../../components/records/record-page-parts';
import {
  AddressSection,
  BenefitsSection,
  ContactSection,
  EmploymentSection,
  FinancialSection,
  IdentitySection,
} from './report-data-sections';
import { LeakSourcesSection, MisuseSection, NextStepsSection } from './report-guidance-sections';

/** /leak/:id and /breach-check/leak/:id: the Exposure Report (spec §2). */
export function ExposureReportPage() {
  const { id = '' } = useParams();
  const report = useExposureReport(id);

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Exposure Report | ${siteConfig.siteName}`}</title>
      <BackToSearchLink />

      {report.isPending && <RecordSkeleton label="Loading the report…" />}
      {report.isError && <DetailLoadError title="Exposure Report" error={report.error} />}
      {report.data && <ReportBody report={report.data} />}
    </Container>
  );
}

function ReportBody({ report }: { report: ExposureReport }) {
  const added = formatDateUs(report.dateAdded);
  return (
    <article aria-labelledby="report-title" className="mt-4">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Exposure Report</p>
        <h1 id="report-title" className="mt-1 text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {report.name}
        </h1>
        <p className={`mt-4 inline-flex rounded-lg px-4 py-2 text-lg font-bold tracking-wide ${riskLevelStyle[report.overall]}`}>
          Overall: {report.overall.toUpperCase()}
        </p>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{report.summary}</p>
        {added && <p className="mt-2 text-sm text-slate-600">Added to our records {added}</p>}
      </header>
      <div className="mt-8 space-y-6">
        <IdentitySection report={report} />
        <ContactSection report={report} />
        <AddressSection report={report} />
        <EmploymentSection report={report} />
        <BenefitsSection report={report} />
        <FinancialSection report={report} />
        <LeakSourcesSection report={report} />
        <MisuseSection report={report} />
        <NextStepsSection report={report} />
      </div>
    </article>
  );
}
