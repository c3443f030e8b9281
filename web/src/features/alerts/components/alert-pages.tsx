import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Loader2 } from 'lucide-react';
import { ALERT_MESSAGES } from '@breachwatch/core/schemas/alerts';
import { siteConfig } from '../../../lib/site-config';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { confirmAlerts, unsubscribeAlerts } from '../api/alerts-api';
import { takeFragmentToken } from '../../../lib/fragment-token';
import { confirmedInTab, rememberConfirmed } from '../lib/confirmed-in-tab';
import { CONTACT, failure, linkClass, NEW_LINK, Outcome } from './alert-outcome';

// The three alert pages are one lazy module of the router (and of the server's preloads).
export { AlertsPage } from './alerts-page';

/**
 * /alerts/confirm#<token>: the mailed link; the token stays out of server logs and Referers.
 * This tab remembers the success (lib/confirmed-in-tab.ts) so a reload does not read as a failure.
 */
export function AlertConfirmPage() {
  const started = useRef(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeFragmentToken();
    if (!token) {
      // A reload after this tab confirmed (the token left the address bar): the alerts are on.
      const confirmed = confirmedInTab();
      setResult(confirmed ? { ok: true, text: confirmed } : { ok: false, text: ALERT_MESSAGES.linkIncomplete });
      return;
    }
    confirmAlerts(token).then(
      (text) => {
        rememberConfirmed(text);
        setResult({ ok: true, text });
      },
      (e: unknown) => setResult({ ok: false, text: failure(e) }),
    );
  }, []);
  return (
    <Container size="narrow" className="py-12">
      <title>{`Confirm alerts | ${siteConfig.siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Breach alerts</h1>
      {result ? (
        <Outcome {...result} ways={[NEW_LINK, CONTACT]} />
      ) : (
        <p role="status" className="mt-6 flex items-center gap-2 text-slate-800">
          <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Checking your link…
        </p>
      )}
    </Container>
  );
}

/** /alerts/unsubscribe?s=…&t=…: one button (a link scanner's GET must not unsubscribe anyone). */
export function AlertUnsubscribePage() {
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const s = params.get('s') ?? '';
  const t = params.get('t') ?? '';
  return (
    <Container size="narrow" className="py-12">
      <title>{`Stop breach alerts | ${siteConfig.siteName}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Stop breach alerts</h1>
      {result ? (
        <Outcome {...result} ways={[CONTACT]} />
      ) : (
        <div className="mt-6 space-y-4">
          {/* Says what the button will do: before the click this address is still subscribed. */}
          <p className="text-slate-800">{s && t ? ALERT_MESSAGES.unsubscribeIntro : ALERT_MESSAGES.unsubscribeLinkIncomplete}</p>
          {/* The incomplete link's message says "write to us": the way to, not only its name. */}
          {!(s && t) && (
            <p>
              <Link to={CONTACT.to} className={`${linkClass} text-indigo-800`}>
                {CONTACT.label}
              </Link>
            </p>
          )}
          <Button
            type="button"
            disabled={!s || !t}
            onClick={() =>
              unsubscribeAlerts(s, t).then(
                (text) => setResult({ ok: true, text }),
                (e: unknown) => setResult({ ok: false, text: failure(e) }),
              )
            }
          >
            Unsubscribe
          </Button>
        </div>
      )}
    </Container>
  );
}
