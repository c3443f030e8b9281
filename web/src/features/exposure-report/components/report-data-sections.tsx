import type { ExposureReport } from '@breachwatch/core/schemas/record-views';
import { ContentSection } from '../../../components/ui/content-section';
import { FactRows, RecordSections } from '../../../components/records/record-sections';

// The record's own data, section by section, as the server's disclosure policy gave it. Contact
// values are never mailto:/tel: links on the public report (decisions.md §1).

const TITLES = { benefits: 'Benefits & Coverage' } as const;

/** Identity, Contact, Address, Work, Employment and Benefits; Financial Indicators last with its notes. */
export function ReportSections({ report }: { report: ExposureReport }) {
  const financial = report.sections.find((s) => s.section === 'financial');
  const notes = report.financialNotes.filter((n) => n.trim() !== '');
  return (
    <>
      <RecordSections sections={report.sections.filter((s) => s.section !== 'financial')} idPrefix="report" titles={TITLES} />
      {(financial || notes.length > 0) && (
        <ContentSection id="report-financial" title="Financial Indicators">
          {financial && <FactRows facts={financial.facts} />}
          {notes.length > 0 && (
            <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
              {notes.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          )}
        </ContentSection>
      )}
    </>
  );
}
