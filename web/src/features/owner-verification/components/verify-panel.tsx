import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { MailCheck, ShieldCheck } from 'lucide-react';
import { OWNER_LINK_TTL_MINUTES, OWNER_MESSAGES, OWNER_SESSION_MINUTES } from '@breachwatch/core/schemas/owner';
import { serverMessageOr } from '../../../lib/api-client';
import { Button, LinkButton } from '../../../components/ui/button';
import { NeedsJavaScript } from '../../../components/ui/needs-javascript';
import { useOwnerOptions } from '../api/get-owner-options';
import { useOwnerSession } from '../api/get-owner-session';
import { useSendOwnerLink } from '../api/send-owner-link';
import { useFocusOnMount } from '../../../lib/use-focus-on-mount';

const linkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

function ContactHelp({ text }: { text: string }) {
  return (
    <>
      <p className="mt-3 text-slate-800">{text}</p>
      <p className="mt-2">
        <Link to="/contact" className={linkClass}>
          Go to the contact form
        </Link>
      </p>
    </>
  );
}

/**
 * "Is this you?": the record's owner asks for a one-time link at one of the record's
 * addresses (shown only as hints) and, once they open it, sees their full report.
 */
export function VerifyPanel({ recordId }: { recordId: string }) {
  const id = useId();
  const session = useOwnerSession();
  const options = useOwnerOptions(recordId);
  const send = useSendOwnerLink();
  const [choice, setChoice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from "We sent a link": focus goes to the chosen address, not to <body>.
  const [back, setBack] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!back || send.isSuccess) return;
    const fieldset = fieldsetRef.current;
    (fieldset?.querySelector<HTMLInputElement>('input:checked') ?? fieldset?.querySelector<HTMLInputElement>('input'))?.focus();
    setBack(false);
  }, [back, send.isSuccess]);

  const verifiedHere = session.data?.recordId === recordId;
  // A record with one address leaves nothing to choose: it is chosen already.
  const addresses = options.data?.addresses ?? [];
  const selected = choice ?? (addresses.length === 1 ? (addresses[0]?.id ?? null) : null);
  // "We can email a link" is not said of a record with no address to send one to: the reason
  // below is all there is to say.
  const noAddress = options.data !== undefined && addresses.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setProblem(OWNER_MESSAGES.chooseAddress);
      return;
    }
    setProblem(null);
    send.mutate({ recordId, addressId: selected });
  };

  let body;
  if (verifiedHere) {
    body = (
      <>
        <p className="mt-2 text-slate-800">
          You have proved this record is yours. Your full report is open in this browser for a short time.
        </p>
        <LinkButton to="/my-report" className="mt-4">
          Open your full report
        </LinkButton>
      </>
    );
  } else if (options.isPending) {
    // The server renders this state; with JavaScript off it would say "Loading…" for ever.
    body = (
      <>
        <p className="mt-2 text-slate-700 noscript:hidden">Loading…</p>
        <NeedsJavaScript what="Verifying" className="mt-2" />
      </>
    );
  } else if (options.isError) {
    body = (
      <p role="alert" className="mt-3 font-medium text-red-900">
        {serverMessageOr(options.error, 'We could not load the ways to verify this record. Please try again later.')}
      </p>
    );
  } else if (!options.data.mail.available) {
    body = <ContactHelp text={options.data.mail.reason ?? OWNER_MESSAGES.mailUnavailable} />;
  } else if (options.data.addresses.length === 0) {
    body = <ContactHelp text={options.data.sharedAddresses > 0 ? OWNER_MESSAGES.onlySharedEmail : OWNER_MESSAGES.noEmail} />;
  } else if (send.isSuccess) {
    // A way back to the addresses: someone who chose an address they no longer read, or whose
    // mail never came, could otherwise only reload the page. The server's sending limits still hold.
    body = (
      <>
        <LinkSent text={send.data} />
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() => {
            send.reset();
            setBack(true);
          }}
        >
          {addresses.length > 1 ? 'Send a link to another address' : 'Send a new link'}
        </Button>
      </>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate className="mt-3">
        <fieldset ref={fieldsetRef} aria-describedby={problem || send.isError ? `${id}-problem` : undefined}>
          <legend className="font-medium text-slate-900">Send a one-time link to:</legend>
          <ul className="mt-2 space-y-2">
            {options.data.addresses.map((a) => (
              <li key={a.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name={`${id}-address`}
                    value={a.id}
                    checked={selected === a.id}
                    onChange={() => setChoice(a.id)}
                    className="size-4 accent-indigo-700"
                  />
                  <span className="font-mono break-all text-slate-900">{a.hint}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {(problem || send.isError) && (
          <p id={`${id}-problem`} role="alert" className="mt-2 font-medium text-red-900">
            {problem ?? serverMessageOr(send.error, 'We could not send the link. Please try again.')}
          </p>
        )}
        <Button type="submit" className="mt-4" pending={send.isPending} aria-busy={send.isPending || undefined}>
          {send.isPending ? 'Sending…' : 'Send me a link'}
        </Button>
      </form>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-800" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
            Is this you? Verify to see your full report
          </h2>
          {!verifiedHere && !noAddress && (
            <p className="mt-2 text-slate-800">
              We can email a link to one of the addresses in this record. Only someone who reads that mailbox can open it. It works once,
              for {OWNER_LINK_TTL_MINUTES} minutes, and shows you more of your own record for {OWNER_SESSION_MINUTES} minutes: the last four
              digits of your Social Security number, your date of birth, your address and your work and benefits details. We never ask for a
              password or a code.
            </p>
          )}
          {body}
        </div>
      </div>
    </section>
  );
}

/** Replaces the form, and its "Send me a link" button: focus moves here so it is not lost. */
function LinkSent({ text }: { text: string }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mt-3 flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-emerald-950 focus:outline-2 focus:outline-offset-2 focus:outline-indigo-700"
    >
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{text}</p>
    </div>
  );
}
