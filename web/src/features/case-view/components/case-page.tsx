import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, Info, Loader2 } from 'lucide-react';
import {
  CASE_LINK_LIFETIME,
  CASE_LINK_MISSING,
  CASE_RETENTION_NOTICE,
  CASE_STATUS_LABELS,
  type PublicCase,
} from '@breachwatch/core/schemas/inbox';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { siteConfig } from '../../../lib/site-config';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { fetchCase, shareCaseProgress } from '../api/case-api';
import { caseEntryLines } from '../lib/case-entry';
import { forgetCaseToken, readCaseToken } from '../lib/case-token';
import { AddToCase } from './add-to-case';

const failure = (e: unknown) => serverMessageOr(e, 'We could not load your case. Please try again in a minute.');
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The server's 400 for a token it does not know (expired, replaced by a newer mail, mistyped). */
const linkRefused = (e: unknown) => e instanceof ApiError && e.status === 400;

/**
 * /case#<token>: the link in our reply. The token is in the fragment (never in a server log or
 * a Referer) and leaves the address bar once read; this tab keeps it (lib/case-token.ts) so a
 * reload still shows the case, and forgets it when the server no longer knows it.
 */
export function CasePage() {
  const started = useRef(false);
  const [token, setToken] = useState<string | null>(null);
  const [data, setData] = useState<PublicCase | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [shareError, setShareError] = useState<{ text: string; verify: boolean } | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const value = readCaseToken();
    if (!value) {
      setMissing(true);
      return;
    }
    setToken(value);
    fetchCase(value).then(setData, (e: unknown) => {
      if (linkRefused(e)) forgetCaseToken();
      setError(failure(e));
    });
  }, []);

  // After the person adds a message: the case shows it in its history and its new status.
  const refresh = () => {
    if (token) fetchCase(token).then(setData, () => undefined);
  };

  const share = () => {
    if (!token) return;
    setShareError(null);
    shareCaseProgress(token).then(setData, (e: unknown) =>
      // 401: no verified owner session in this browser; the message says how to get one.
      setShareError({ text: failure(e), verify: e instanceof ApiError && e.status === 401 }),
    );
  };

  return (
    <Container size="narrow" className="py-12">
      <title>{`Your case | ${siteConfig.siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your case</h1>
      {error && (
        <p role="alert" className="mt-6 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {error}
        </p>
      )}
      {missing && (
        <p role="status" className="mt-6 flex items-start gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-slate-900">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-800" />
          {CASE_LINK_MISSING}
        </p>
      )}
      {!error && !missing && !data && (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-800">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Loading your case…
        </p>
      )}
      {data && (
        <div className="mt-6 space-y-6">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <p className="text-sm text-slate-700">Case reference</p>
            <p className="font-semibold break-words text-slate-900">{data.reference}</p>
            <p className="mt-3 text-sm text-slate-700">Status</p>
            <p className="text-lg font-semibold text-indigo-900" data-testid="case-status">
              {CASE_STATUS_LABELS[data.status]}
            </p>
            <p className="mt-3 text-sm text-slate-700">Opened {when(data.openedAt)}</p>
            <p className="mt-3 text-sm text-slate-700" data-testid="case-retention">
              {CASE_LINK_LIFETIME} {CASE_RETENTION_NOTICE}
            </p>
          </div>
          <section aria-labelledby="case-ledger-heading">
            <h2 id="case-ledger-heading" className="text-xl font-semibold text-slate-900">
              What has happened
            </h2>
            <ol className="mt-3 space-y-2" aria-label="Case history">
              {data.entries.map((e, i) => {
                const { title, detail } = caseEntryLines(e);
                return (
                  <li key={i} className="rounded-xl border border-slate-200 bg-white px-4 py-3">
                    <p className="font-semibold text-slate-900">{title}</p>
                    {detail && <p className="text-slate-800">{detail}</p>}
                    <p className="text-sm text-slate-600">
                      <time dateTime={e.at}>{when(e.at)}</time>
                    </p>
                  </li>
                );
              })}
            </ol>
          </section>
          <AddToCase token={token} resolved={data.status === 'resolved'} onSent={refresh} />
          <section className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-lg font-semibold text-slate-900">Your recovery plan</h2>
            {data.progressShared ? (
              <p className="mt-2 text-slate-800">Your recovery-plan progress is shared with the team working on your case.</p>
            ) : (
              <>
                <p className="mt-2 text-slate-800">
                  If you verified your email on your report and worked through the{' '}
                  <Link className="font-semibold text-indigo-800 underline" to="/recovery-plan">
                    recovery plan
                  </Link>{' '}
                  in this browser, you can let the team see which steps you have done.
                </p>
                <Button type="button" variant="secondary" className="mt-3" onClick={share}>
                  Share my progress with the team
                </Button>
                {shareError && (
                  <div role="alert" className="mt-2 text-red-800">
                    <p>{shareError.text}</p>
                    {shareError.verify && (
                      <Link className="mt-1 inline-block font-semibold text-indigo-800 underline" to="/breach-check">
                        Find your record to verify
                      </Link>
                    )}
                  </div>
                )}
              </>
            )}
          </section>
        </div>
      )}
    </Container>
  );
}
