import { Link } from 'react-router';
import { ExternalLink, ListChecks } from 'lucide-react';
import { actionLinks, type ActionLink } from '@breachwatch/core/scan/actions';
import type { ScanSuccess } from '@breachwatch/core/scan/scan-result';
import { bandText, DOMAIN_FEW_PEOPLE_MEANING } from '@breachwatch/core/scan/domain-disclosure';
import { SCAN_LEVEL_RULE, SCAN_NONE_CAVEAT, SCAN_SCORE_SCALE, SEVERITY_MEANING } from '@breachwatch/core/scan/scoring';
import { recoveryPlanPathForScan } from '@breachwatch/core/recovery/plan-links';
import { LinkButton } from '../../../components/ui/button';
import { RiskGauge } from './risk-gauge';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** Where a step is done: a page of this site, or an outside site in a new tab. */
function ActionLinkItem({ link }: { link: ActionLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={linkClass}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={`${linkClass} inline-flex items-center gap-0.5`}>
      {link.label}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** mm/dd/yyyy and the time, as dates are shown everywhere else on the site. */
function formatScanTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Risk level and address score (ADR 0307), suggested actions, notes and the scan time. */
export function ScanSummary({ result }: { result: ScanSuccess }) {
  const planPath = recoveryPlanPathForScan(result.exposures);
  return (
    <section
      aria-labelledby="scan-summary-heading"
      className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div>
        <h3 id="scan-summary-heading" className="sr-only">
          Scan result
        </h3>
        <RiskGauge score={result.summary.score} severity={result.summary.severity} sources={result.summary.sources} />
        <p className="mt-3 text-sm font-medium text-slate-900">
          {/* A domain too small for figures may hold a few people: not "nothing was found" (ADR 0229). */}
          {result.summary.severity === 'none' && result.domainFewerThan !== undefined
            ? DOMAIN_FEW_PEOPLE_MEANING
            : SEVERITY_MEANING[result.summary.severity]}
        </p>
        {result.summary.severity === 'none' && <p className="mt-2 text-sm text-slate-800">{SCAN_NONE_CAVEAT}</p>}
        {result.summary.severity !== 'none' && <p className="mt-2 text-sm text-slate-700">{SCAN_LEVEL_RULE}</p>}
        <p className="mt-2 text-sm text-slate-700">{SCAN_SCORE_SCALE}</p>
        <p className="mt-4 text-sm text-slate-700">
          Scanned <time dateTime={result.scannedAt}>{formatScanTime(result.scannedAt)}</time>
        </p>
        {result.domainPeople !== undefined && (
          <p className="mt-1 text-sm text-slate-700">{bandText(result.domainPeople)} people at this domain in our records</p>
        )}
      </div>
      <div>
        <h4 className="text-base font-semibold text-slate-900">Suggested actions</h4>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-800">
          {result.summary.actions.map((a) => {
            const links = actionLinks(a);
            return (
              <li key={a}>
                {a}
                {links.length > 0 && (
                  <span className="mt-0.5 flex flex-wrap gap-x-3">
                    {links.map((l) => (
                      <ActionLinkItem key={l.href} link={l} />
                    ))}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
        {planPath && (
          <LinkButton to={planPath} className="mt-4">
            <ListChecks aria-hidden="true" className="size-5" />
            Get your step-by-step recovery plan
          </LinkButton>
        )}
        {result.notes.length > 0 && (
          <ul className="mt-4 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
            {result.notes.map((n) => (
              <li key={n}>{n}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
