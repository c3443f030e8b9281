import { Link } from 'react-router';
import type { ExposureReport } from '@breachwatch/core/schemas/record-views';
import { LeakSourceList } from '../../../components/records/leak-source-list';
import { isWebUrl, ReferenceLinks } from '../../../components/records/reference-links';
import { ContentSection } from '../../../components/ui/content-section';
import { reportNextSteps, reportReferenceLinks } from '@breachwatch/core/recovery/first-steps';
import { recordRegionKey, usePlanRegionChoice } from '../../../lib/plan-region-choice';

/**
 * The report's first steps and links for where the reader lives (ADR 0303): the server's, built
 * for the record's own region, unless the reader chose on the recovery plan in this browser.
 */
function useReportGuidance(report: ExposureReport) {
  const choice = usePlanRegionChoice(recordRegionKey(report.id), report.planRegion);
  if (!choice.chosen) return { nextSteps: report.nextSteps, referenceLinks: report.referenceLinks };
  return { nextSteps: reportNextSteps(report.dataClasses, choice.region), referenceLinks: reportReferenceLinks(choice.region) };
}

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

export function LeakSourcesSection({ report }: { report: ExposureReport }) {
  const links = useReportGuidance(report).referenceLinks.filter((l) => isWebUrl(l.url));
  if (report.leakSources.length === 0 && links.length === 0) return null;
  return (
    <ContentSection id="report-sources" title="Likely Leak Sources">
      {report.leakSources.length > 0 && <LeakSourceList sources={report.leakSources} />}
      {links.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">Reference links</h3>
          <ReferenceLinks links={links} className="mt-2" />
        </>
      )}
    </ContentSection>
  );
}

export function MisuseSection({ report }: { report: ExposureReport }) {
  const items = report.misuse.filter((m) => m.trim() !== '');
  if (items.length === 0) return null;
  return (
    <ContentSection id="report-misuse" title="Realistic Misuse">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {items.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function NextStepsSection({ report }: { report: ExposureReport }) {
  const steps = useReportGuidance(report).nextSteps.filter((s) => s.trim() !== '');
  return (
    <ContentSection id="report-next" title="What to Do Now">
      {steps.length > 0 && (
        <ol className="list-decimal space-y-1 pl-5 text-slate-800">
          {steps.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
      )}
      <p className="mt-4 text-slate-800">
        You don&apos;t have to do this alone.{' '}
        <Link to="/contact" className={linkClass}>
          Contact our support team
        </Link>{' '}
        for hands-on help, read the{' '}
        <Link to="/faq" className={linkClass}>
          FAQ
        </Link>
        , or{' '}
        <Link to="/donate" className={linkClass}>
          donate
        </Link>{' '}
        to keep the free check running for others.
      </p>
    </ContentSection>
  );
}
