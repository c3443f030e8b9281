import { BENEFIT_FIELDS, EMPLOYMENT_FIELDS } from '@breachwatch/core/records/types';
import type { ExposureReport } from '@breachwatch/core/schemas/records-api';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { ContentSection } from '../../../components/ui/content-section';
import { FactList, MaskedValueList } from '../../../components/records/fact-list';
import { FieldSection, type Field } from './report-section';
import { BENEFIT_LABELS, EMPLOYMENT_LABELS } from './report-labels';

// The record's own data, section by section. Every value is already masked by the server
// and is rendered as text. Contact values are deliberately NOT mailto:/tel: links on the
// public report (decisions.md §1): they are masked, and a link would invite a wrong call.

const looksLikeDate = (key: string) => /date|hire/i.test(key);

/** Employment and benefit dates read mm/dd/yyyy like every other date (spec §3). */
function display(key: string, value: string | undefined): string | undefined {
  if (!value || !looksLikeDate(key)) return value;
  return formatDateUs(value) ?? value;
}

export function IdentitySection({ report }: { report: ExposureReport }) {
  const { identity } = report;
  const fields: Field[] = [
    ['Name', report.name],
    ['Social Security number', identity.ssn],
    ['Date of birth', identity.dob],
    ['Age', identity.age],
    ["Driver's license", identity.driverLicense],
    ['EID', identity.eid],
  ];
  return <FieldSection id="report-identity" title="Identity" fields={fields} />;
}

export function ContactSection({ report }: { report: ExposureReport }) {
  const { emails, phones } = report.contact;
  if (emails.length === 0 && phones.length === 0) return null;
  return (
    <ContentSection id="report-contact" title="Contact">
      <FactList
        rows={[
          ...(emails.length ? [[emails.length === 1 ? 'Email' : 'Emails', <MaskedValueList key="e" values={emails} />] as const] : []),
          ...(phones.length ? [[phones.length === 1 ? 'Phone' : 'Phones', <MaskedValueList key="p" values={phones} />] as const] : []),
        ]}
      />
    </ContentSection>
  );
}

export function AddressSection({ report }: { report: ExposureReport }) {
  const a = report.address;
  const fields: Field[] = [
    ['Street', a.street],
    ['City', a.city],
    ['State', a.state],
    ['ZIP', a.zip],
    ['County', a.county],
    ['Country', a.country],
  ];
  return <FieldSection id="report-address" title="Address" fields={fields} />;
}

export function EmploymentSection({ report }: { report: ExposureReport }) {
  const fields: Field[] = EMPLOYMENT_FIELDS.map((key) => [EMPLOYMENT_LABELS[key], display(key, report.employment[key])]);
  return <FieldSection id="report-employment" title="Employment" fields={fields} />;
}

export function BenefitsSection({ report }: { report: ExposureReport }) {
  const fields: Field[] = BENEFIT_FIELDS.map((key) => [BENEFIT_LABELS[key], display(key, report.benefits[key])]);
  return <FieldSection id="report-benefits" title="Benefits & Coverage" fields={fields} />;
}

export function FinancialSection({ report }: { report: ExposureReport }) {
  const f = report.financial;
  const notes = f.notes.filter((n) => n.trim() !== '');
  const items: string[] = [];
  if (f.card) items.push(`Payment card: ${f.card}`);
  // The server's notes already explain each flag; the flags speak only when it sent none.
  if (notes.length > 0) items.push(...notes);
  else {
    if (f.salaryExposed) items.push('Salary information appears in the leaked data.');
    if (f.payrollDeductionExposed) items.push('Payroll deduction details appear in the leaked data.');
  }
  if (items.length === 0) return null;
  return (
    <ContentSection id="report-financial" title="Financial Indicators">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </ContentSection>
  );
}
