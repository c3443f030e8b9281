import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { OwnerAlertsButton } from './owner-alerts-button';
import { ListChecks, LogOut } from 'lucide-react';
import { disclosurePromise } from '@breachwatch/core/disclosure/promise';
import { recoveryPlanPathForRecord } from '@breachwatch/core/recovery/plan-links';
import type { OwnerReport } from '@breachwatch/core/schemas/record-views';
import { ApiError } from '../../../lib/api-client';
import { siteConfig } from '../../../lib/site-config';
import { Container } from '../../../components/ui/container';
import { ContentSection } from '../../../components/ui/content-section';
import { Button, LinkButton } from '../../../components/ui/button';
import { DetailLoadError, RecordSkeleton } from '../../../components/records/record-page-parts';
import { LeakSourceList } from '../../../components/records/leak-source-list';
import { RecordSections } from '../../../components/records/record-sections';
import { ReferenceLinks } from '../../../components/records/reference-links';
import { RiskSummary } from '../../../components/records/risk-summary';
import { useAtTime, useOnTabReturn } from '../../../lib/use-session-expiry';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';
import { ownerReportKey, useOwnerReport } from '../api/get-owner-report';
import { getOwnerSession, ownerSessionKey } from '../api/get-owner-session';
import { useEndOwnerSession } from '../api/end-owner-session';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

const TITLES = { benefits: 'Benefits & Coverage', financial: 'Financial Indicators' } as const;

function closesAt(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/**
 * /my-report: the verified owner's own record, for the length of their session. "Anyone using
 * this browser until then can see it": so at that time, or as soon as the page learns the
 * session was ended elsewhere (checked when the tab comes back into view) or the server answers
 * 401, the record leaves the screen and the query cache, and is not asked for again.
 */
export function OwnerReportPage() {
  const client = useQueryClient();
  // 'focus': the report was on screen, so focus moves to the message that replaces it.
  const [closed, setClosed] = useState<false | 'quiet' | 'focus'>(false);
  const report = useOwnerReport(!closed);
  const refused = report.error instanceof ApiError && report.error.status === 401;
  const ended = Boolean(closed) || refused;
  const data = ended ? undefined : report.data;

  // Whether the report is on screen: what decides if focus must move, whatever the cache holds
  // by the time the clock or another tab closes it.
  const onScreen = useRef(false);
  useEffect(() => {
    onScreen.current = data !== undefined;
  }, [data]);

  const close = useCallback(() => {
    const shown = onScreen.current || client.getQueryData(ownerReportKey) !== undefined;
    client.removeQueries({ queryKey: ownerReportKey });
    client.setQueryData(ownerSessionKey, null);
    setClosed((was) => was || (shown ? 'focus' : 'quiet'));
  }, [client]);

  // A 401 (the session ended, or this browser never had one): drop whatever was loaded before.
  useEffect(() => {
    if (refused) close();
  }, [refused, close]);

  useAtTime(data?.expiresAt, close);

  const checking = useRef(false);
  const recordId = data?.report.id;
  const expiresAt = data?.expiresAt;
  useOnTabReturn(() => {
    if (!recordId || !expiresAt || checking.current) return;
    if (Date.parse(expiresAt) <= Date.now()) return close();
    checking.current = true;
    getOwnerSession()
      .then(
        (session) => {
          client.setQueryData(ownerSessionKey, session);
          if (!session) close();
          // A new verification from another tab (another record, or a new end time): load it afresh.
          else if (session.recordId !== recordId || session.expiresAt !== expiresAt) void client.resetQueries({ queryKey: ownerReportKey });
        },
        // Offline or the server busy: the report still closes at its stated time.
        () => undefined,
      )
      .finally(() => {
        checking.current = false;
      });
  }, Boolean(recordId));

  return (
    <Container size="narrow" className="py-8 sm:py-12">
      <title>{`Your full report | ${siteConfig.siteName}`}</title>
      {/* A personal page: never indexed, whatever a crawler finds. */}
      <meta name="robots" content="noindex, nofollow" />
      {report.isPending && !ended && <RecordSkeleton label="Loading your report…" />}
      {ended && <SessionEnded focus={closed === 'focus'} />}
      {report.isError && !ended && <DetailLoadError title="Your full report" error={report.error} />}
      {data && <OwnerReportBody report={data.report} expiresAt={data.expiresAt} />}
    </Container>
  );
}

function SessionEnded({ focus }: { focus: boolean }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focus);
  return (
    <div>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none">
        Your full report
      </h1>
      <p className="mt-4 text-slate-800">
        This browser has no verified session, or it has ended: a verified view lasts 30 minutes. To see your full report again, find your
        record and ask for a new link.
      </p>
      <LinkButton to="/breach-check" className="mt-4">
        Find your record
      </LinkButton>
    </div>
  );
}

function OwnerReportBody({ report, expiresAt }: { report: OwnerReport; expiresAt: string }) {
  const end = useEndOwnerSession();
  const navigate = useNavigate();
  return (
    <article aria-labelledby="owner-title" className="wrap-anywhere">
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">Your full report (verified)</p>
        <h1 id="owner-title" className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {report.name}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-slate-700">This view closes at {closesAt(expiresAt)}. Anyone using this browser until then can see it.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() =>
              end.mutate(undefined, { onSuccess: () => void navigate(`/leak/${encodeURIComponent(report.id)}`, { replace: true }) })
            }
            pending={end.isPending}
          >
            <LogOut aria-hidden="true" className="size-4" />
            Close my report now
          </Button>
        </div>
        <p className="mt-4 text-lg leading-relaxed text-slate-800">{report.summary}</p>
        <p className="mt-3 text-sm text-slate-700">{disclosurePromise('owner')}</p>
        <LinkButton to={recoveryPlanPathForRecord(report.id)} size="lg" className="mt-4 w-full sm:w-auto">
          <ListChecks aria-hidden="true" className="size-5" />
          Start your recovery plan
        </LinkButton>
        <OwnerAlertsButton />
      </header>
      <div className="mt-8 space-y-6">
        <ContentSection id="owner-risk" title="Your risk">
          <RiskSummary risk={report.risk} />
        </ContentSection>
        <RecordSections sections={report.sections} idPrefix="owner" titles={TITLES} omit={['fullName']} />
        {report.financialNotes.length > 0 && (
          <ContentSection id="owner-money" title="About the money details">
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {report.financialNotes.map((n, i) => (
                <li key={i}>{n}</li>
              ))}
            </ul>
          </ContentSection>
        )}
        {report.leakSources.length > 0 && (
          <ContentSection id="owner-sources" title="Where it was found">
            <LeakSourceList sources={report.leakSources} />
          </ContentSection>
        )}
        {report.misuse.length > 0 && (
          <ContentSection id="owner-misuse" title="How criminals could use it">
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {report.misuse.map((m, i) => (
                <li key={i}>{m}</li>
              ))}
            </ul>
          </ContentSection>
        )}
        <ContentSection id="owner-next" title="What to do now">
          <ol className="list-decimal space-y-1 pl-5 text-slate-800">
            {report.nextSteps.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
          <ReferenceLinks links={report.referenceLinks} className="mt-4" />
          <p className="mt-4 text-slate-800">
            Want a person to help?{' '}
            <Link to="/contact" className={linkClass}>
              Contact our support team
            </Link>
            . We never ask for passwords or one-time codes.
          </p>
        </ContentSection>
      </div>
    </article>
  );
}
