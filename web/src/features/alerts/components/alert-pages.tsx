import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, BellRing, CheckCircle2, Loader2 } from 'lucide-react';
import { ALERT_MESSAGES, alertSubscribeRequestSchema } from '@breachwatch/core/schemas/alerts';
import { serverMessageOr } from '../../../lib/api-client';
import { siteConfig } from '../../../lib/site-config';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { confirmAlerts, requestAlertLink, unsubscribeAlerts } from '../api/alerts-api';
import { takeFragmentToken } from '../../../lib/fragment-token';
import { confirmedInTab, rememberConfirmed } from '../lib/confirmed-in-tab';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

const failure = (e: unknown) => serverMessageOr(e, 'Something went wrong. Please try again in a minute.');

const linkClass =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

interface WayOn {
  to: string;
  label: string;
}

const CONTACT: WayOn = { to: '/contact', label: 'Go to the contact form' };
const NEW_LINK: WayOn = { to: '/alerts', label: 'Ask for a new link' };

/**
 * The way on from a dead end, as links: the messages name the contact form or the alerts page
 * ("Use the contact form", "ask for a new one on the alerts page"), and a frightened visitor on
 * a phone should not have to find them in the menu.
 */
function WaysOn({ ways }: { ways: readonly WayOn[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
      {ways.map((way) => (
        <li key={way.to}>
          <Link to={way.to} className={linkClass}>
            {way.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The answer to a button press. It appears below the form: on a small phone that is below the
 * fold, and an answer out of sight reads as "nothing happened", so it scrolls itself into view.
 */
function Outcome({ ok, text, ways = [] }: { ok: boolean; text: string; ways?: readonly WayOn[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return ok ? (
    <div
      ref={ref}
      role="status"
      className="mt-6 flex scroll-mt-24 items-start gap-2 rounded-xl border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{text}</p>
    </div>
  ) : (
    <div
      ref={ref}
      role="alert"
      className="mt-6 flex scroll-mt-24 items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p>{text}</p>
        {ways.length > 0 && <WaysOn ways={ways} />}
      </div>
    </div>
  );
}

/** /alerts: ask to be told when a new breach contains your address. */
export function AlertsPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = alertSubscribeRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      focusFirstInvalid();
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    requestAlertLink(parsed.data.email)
      .then(
        (text) => setResult({ ok: true, text }),
        (err: unknown) => setResult({ ok: false, text: failure(err) }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <>
      <title>{`Breach alerts | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Alerts"
        title="Tell me when a new breach contains my email"
        description="We email you when a breach we add lists your address: which source, when it was found and which kinds of data, never the leaked values. One click in any alert stops them."
      />
      <Container size="narrow" className="py-10">
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <TextField
            label="Your email address"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError}
          />
          <Button type="submit" pending={busy}>
            <BellRing aria-hidden="true" className="size-4" /> Send me a confirmation link
          </Button>
          <p className="text-sm text-slate-700">
            We keep only what sending needs: your address, encrypted. Nothing changes until you open the link we send.
          </p>
        </form>
        {result && <Outcome {...result} ways={[CONTACT]} />}
      </Container>
    </>
  );
}

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
