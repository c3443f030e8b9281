import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import type { ExposureReport } from '@breachwatch/core/schemas/records-api';
import { formatDateUs } from '@breachwatch/core/records/masking';
import { ReportSection } from './report-section';

const credibilityStyle = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-200 text-slate-900',
} as const;

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** Only real web addresses become links; anything else (javascript:, data:) is never clickable. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function LeakSourcesSection({ report }: { report: ExposureReport }) {
  const links = report.referenceLinks.filter((l) => isWebUrl(l.url));
  if (report.leakSources.length === 0 && links.length === 0) return null;
  return (
    <ReportSection id="report-sources" title="Likely Leak Sources">
      {report.leakSources.length > 0 && (
        <ul className="space-y-3">
          {report.leakSources.map((s, i) => (
            <li key={`${s.name}-${i}`} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words text-slate-900">{s.name}</span>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${credibilityStyle[s.credibility]}`}>
                  {s.credibility.charAt(0).toUpperCase() + s.credibility.slice(1)} credibility
                </span>
              </div>
              {(s.reason || s.category) && <p className="mt-1 text-slate-800">{s.reason || s.category}</p>}
              {s.dateFound && <p className="mt-1 text-sm text-slate-700">Found {formatDateUs(s.dateFound) ?? s.dateFound}</p>}
              {s.neutralizedUrl && (
                <p className="mt-1 text-sm text-slate-700">
                  Where it was seen (not a link): <code className="break-all text-slate-900">{s.neutralizedUrl}</code>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {links.length > 0 && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">Reference links</h3>
          <ul className="mt-2 space-y-1">
            {links.map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-1`}>
                  {l.label}
                  <ExternalLink aria-hidden="true" className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </ReportSection>
  );
}

export function MisuseSection({ report }: { report: ExposureReport }) {
  const items = report.misuse.filter((m) => m.trim() !== '');
  if (items.length === 0) return null;
  return (
    <ReportSection id="report-misuse" title="Realistic Misuse">
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {items.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </ReportSection>
  );
}

export function NextStepsSection({ report }: { report: ExposureReport }) {
  const steps = report.nextSteps.filter((s) => s.trim() !== '');
  return (
    <ReportSection id="report-next" title="What to Do Now">
      {steps.length > 0 && (
        <ol className="list-decimal space-y-1 pl-5 text-slate-800">
          {steps.map((s, i) => (
            <li key={i}>{s}</li>
          ))}
        </ol>
      )}
      <p className="mt-4 text-slate-800">
        You don&apos;t have to do this alone. <Link to="/contact" className={linkClass}>Contact our support team</Link> for
        hands-on help, read the <Link to="/faq" className={linkClass}>FAQ</Link>, or{' '}
        <Link to="/donate" className={linkClass}>donate</Link> to keep the free check running for others.
      </p>
    </ReportSection>
  );
}
