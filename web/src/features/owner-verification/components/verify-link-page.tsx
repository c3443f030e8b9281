import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Loader2 } from 'lucide-react';
import { OWNER_MESSAGES } from '@breachwatch/core/schemas/owner';
import { siteConfig } from '../../../lib/site-config';
import { serverMessageOr } from '../../../lib/api-client';
import { Container } from '../../../components/ui/container';
import { startOwnerSession } from '../api/start-owner-session';
import { getOwnerSession, ownerSessionKey } from '../api/get-owner-session';
import { takeFragmentToken } from '../../../lib/fragment-token';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * /verify#<token>: where the mailed link lands. The token is in the fragment, so it never
 * reaches a server log or a Referer; it is used once, then removed from the address bar, and
 * the report opens at /my-report, whose address names no record. A link that no longer works
 * (opened again from the mail, or the page reloaded) while this browser still holds a verified
 * session goes to the report that is open, rather than saying the link failed.
 */
export function VerifyLinkPage() {
  const navigate = useNavigate();
  const client = useQueryClient();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const openReport = () => void navigate('/my-report', { replace: true });
    const failed = (message: string) =>
      getOwnerSession().then(
        (session) => {
          client.setQueryData(ownerSessionKey, session);
          if (session) openReport();
          else setError(message);
        },
        () => setError(message),
      );
    const token = takeFragmentToken();
    if (!token) {
      void failed(OWNER_MESSAGES.linkIncomplete);
      return;
    }
    startOwnerSession(token).then(
      (session) => {
        client.setQueryData(ownerSessionKey, session);
        openReport();
      },
      (e: unknown) => failed(serverMessageOr(e, 'We could not check this link. Please try again in a minute.')),
    );
  }, [client, navigate]);

  return (
    <Container size="narrow" className="py-12 sm:py-16">
      <title>{`Checking your link | ${siteConfig.siteName}`}</title>
      {/* A personal page: never indexed, whatever a crawler finds. */}
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Opening your full report</h1>
      {error ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="flex items-start gap-2 font-medium">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {error}
          </p>
          <p className="mt-3">
            <Link to="/breach-check" className={linkClass}>
              Search for your record again
            </Link>{' '}
            to ask for a new link, or{' '}
            <Link to="/contact" className={linkClass}>
              contact us
            </Link>{' '}
            for help.
          </p>
        </div>
      ) : (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-800">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          Checking your link…
        </p>
      )}
    </Container>
  );
}
