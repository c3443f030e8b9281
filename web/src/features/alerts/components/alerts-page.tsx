import { useState, type FormEvent } from 'react';
import { BellOff, BellRing, Loader2 } from 'lucide-react';
import { alertSubscribeRequestSchema } from '@breachwatch/core/schemas/alerts';
import { siteConfig } from '../../../lib/site-config';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { NeedsJavaScript } from '../../../components/ui/needs-javascript';
import { PageHeader } from '../../../components/ui/page-header';
import { TextField } from '../../../components/ui/text-field';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { requestAlertLink, useAlertAvailability } from '../api/alerts-api';
import { CONTACT, failure, Outcome, SEARCH, WaysOn } from './alert-outcome';

/**
 * /alerts when this server cannot send mail: said before any address is typed, with the ways on
 * that work here (the search itself, a person).
 */
function AlertsUnavailable() {
  return (
    <div role="status" className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800 shadow-sm">
      <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-600" />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">Breach alerts are not available on this site at the moment.</p>
        <p className="mt-2">
          This site cannot send email yet, so it cannot tell you about new breaches. You can still search our records yourself at any time,
          or write to us and a person will help you.
        </p>
        <div className="text-indigo-800">
          <WaysOn ways={[SEARCH, CONTACT]} />
        </div>
      </div>
    </div>
  );
}

/** The address and the button that mails a confirmation link. */
function AlertsForm() {
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
    </>
  );
}

/**
 * /alerts: ask to be told when a new breach contains your address. The form shows only once the
 * server has said it can send mail: on a server without it, a visitor who typed an address and
 * only then read "not available" was offered a form that could never work. A check that fails
 * (offline, a server fault) shows the form: its answer then says what went wrong, as before.
 */
export function AlertsPage() {
  const availability = useAlertAvailability();
  return (
    <>
      <title>{`Breach alerts | ${siteConfig.siteName}`}</title>
      <PageHeader
        eyebrow="Alerts"
        title="Tell me when a new breach contains my email"
        description="We email you when a breach we add lists your address: which source, when it was found and which kinds of data, never the leaked values. One click in any alert stops them."
      />
      <Container size="narrow" className="py-10">
        {availability.isPending ? (
          // The server renders this state; with JavaScript off it would say "Checking…" for ever.
          <>
            <p role="status" className="flex min-h-12 items-center gap-2 text-slate-800 noscript:hidden">
              <Loader2 aria-hidden="true" className="size-5 animate-spin" /> Checking that alerts can be sent…
            </p>
            <NeedsJavaScript what="Asking for breach alerts" />
          </>
        ) : availability.data === false ? (
          <AlertsUnavailable />
        ) : (
          <AlertsForm />
        )}
      </Container>
    </>
  );
}
