import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigationType } from 'react-router';
import { AlertTriangle, Radar } from 'lucide-react';
import { scanRequestSchema, type ScanRequest } from '@breachwatch/core/schemas/scan';
import { DOMAIN_NOTHING_TO_SHOW } from '@breachwatch/core/scan/domain-disclosure';
import { domainFromWebAddress, pastedDomainNote } from '@breachwatch/core/scan/pasted-domain';
import { Button } from '../../../components/ui/button';
import { useExposureScan } from '../api/run-scan';
import { readLastScan, rememberScan } from '../lib/last-scan';
import { CatalogBreaches, HibpCredit } from './catalog-breaches';
import { ExposuresTable } from './exposures-table';
import { ScanSummary } from './scan-summary';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';

interface FormErrors {
  email?: string;
  domain?: string;
  form?: string;
}

function validate(email: string, domain: string): { request?: ScanRequest; errors: FormErrors } {
  const parsed = scanRequestSchema.safeParse({ email, domain });
  if (parsed.success) return { request: parsed.data, errors: {} };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'email' || issue.path[0] === 'domain' ? issue.path[0] : 'form';
    errors[key] ??= issue.message;
  }
  return { errors };
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm ' +
  'placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-700';

const stepLinkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** When the scan matched our records: where to read more and get help (issue 13 §4). */
function RecordNextSteps() {
  return (
    <p className="text-sm text-slate-800">
      Each record above has an Exposure Report with what leaked and what to do. If the record is yours, you can verify your email there to
      see more of it. Read{' '}
      <Link to="/faq" className={stepLinkClass}>
        the steps in our FAQ
      </Link>{' '}
      or{' '}
      <Link to="/contact" className={stepLinkClass}>
        contact us
      </Link>{' '}
      for free help.
    </p>
  );
}

/** A failed scan, said plainly above the table, with what to do next (issue 16). */
function ScanErrorAlert({ error }: { error: string }) {
  return (
    <div role="alert" className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-950">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">The scan did not finish: {error}</p>
        <p className="mt-1 text-sm">
          Nothing you typed was lost. Check the email address or domain and press Run Scan again. If it keeps failing,{' '}
          <Link to="/contact" className={stepLinkClass}>
            contact us
          </Link>{' '}
          and a person will run it for you.
        </p>
      </div>
    </div>
  );
}

/** The "Exposure Scan" tab of /breach-check (spec §2, §4, §8). */
export function ExposureScanPanel() {
  const id = useId();
  // Coming back to the tab (Back from an Exposure Report) shows the last scan of this session.
  const [restored] = useState(readLastScan);
  const [email, setEmailState] = useState(restored.email);
  const [domain, setDomainState] = useState(restored.domain);
  const setEmail = (value: string) => {
    setEmailState(value);
    rememberScan({ email: value });
  };
  const setDomain = (value: string) => {
    setDomainState(value);
    rememberScan({ domain: value });
  };
  // The form took the domain of a web address pasted in the field (ADR 0241): said under it.
  const [tookDomain, setTookDomain] = useState(false);
  // Text typed before the page's JavaScript loaded (the page is server-rendered).
  const emailRef = useTypedBeforeHydration<HTMLInputElement>(email, setEmail);
  const domainRef = useTypedBeforeHydration<HTMLInputElement>(domain, setDomain);
  const [errors, setErrors] = useState<FormErrors>({});
  const domainNoteShown = tookDomain && !errors.domain;
  const [scanned, setScanned] = useState<ScanRequest | null>(restored.scanned);
  const { loading, result, error, scan } = useExposureScan(restored);
  const rootRef = useRef<HTMLDivElement>(null);

  // Back from a report: return to where the visitor was (the row they opened), once the
  // result is on screen again. The browser's own restoration ran against the page before it
  // was rebuilt, so it often landed on the footer; it is redone now and once more next frame.
  // Any other way here (a link, the menu) starts at the top, as useScrollToTop does.
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const root = rootRef.current;
    let frame = 0;
    if (navigationType === 'POP' && restored.result && root && !root.closest('[hidden]')) {
      const restore = () => window.scrollTo?.({ top: restored.scrollY, left: 0, behavior: 'instant' });
      restore();
      frame = requestAnimationFrame(restore);
    }
    // Followed as it happens: by the time this unmounts the page is already shorter.
    const onScroll = () => rememberScan({ scrollY: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A pasted web address scans its domain, shown in the field and said under it (ADR 0241).
    const fromAddress = domainFromWebAddress(domain);
    const domainToScan = fromAddress ?? domain;
    if (fromAddress !== undefined) {
      setTookDomain(true);
      setDomain(fromAddress);
    }
    const { request, errors: found } = validate(email, domainToScan);
    setErrors(found);
    if (!request) return focusFirstInvalid();
    setScanned(request);
    rememberScan({ scanned: request, result: null, error: null });
    void scan(request).then((outcome) => {
      if (outcome) rememberScan({ ...outcome });
    });
  };

  // "Enter an email or a domain." is about both fields: it describes both, and marks the email
  // field (the first) invalid so that focus goes there, as a format error's does.
  const describedBy = (own: string | undefined, ownId: string) =>
    [own ? ownId : null, errors.form ? `${id}-form-error` : null].filter(Boolean).join(' ') || undefined;

  const success = result?.ok ? result : undefined;
  // A domain too small for figures may hold a few people: "no exposures found" would not be
  // true of it (ADR 0229).
  const withheld = success?.domainFewerThan !== undefined;
  const status = loading
    ? 'Scanning…'
    : error
      ? `Scan failed: ${error}`
      : success
        ? `Scan complete: ${success.exposures.length === 0 ? (withheld ? 'nothing to show for this domain' : 'no exposures found') : `${success.exposures.length} exposure${success.exposures.length === 1 ? '' : 's'} found`}.`
        : '';

  return (
    <div ref={rootRef} className="space-y-6">
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex items-start gap-3">
          <Radar aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-800" />
          <div>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              Free exposure scan
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Enter your email address, your organisation&apos;s domain, or both. We never ask for passwords.
            </p>
          </div>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-800">
              Email address
            </label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="name@example.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={errors.email || errors.form ? true : undefined}
              aria-describedby={describedBy(errors.email, `${id}-email-error`)}
              className={`${inputClass} ${errors.email || errors.form ? 'border-red-600' : 'border-slate-300'}`}
            />
            {errors.email && (
              <p id={`${id}-email-error`} className="mt-1 text-sm font-medium text-red-800">
                {errors.email}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-domain`} className="text-sm font-medium text-slate-800">
              Domain
            </label>
            <input
              ref={domainRef}
              id={`${id}-domain`}
              type="text"
              inputMode="url"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="example.com"
              value={domain}
              onChange={(e) => {
                setDomain(e.target.value);
                setTookDomain(false);
              }}
              aria-invalid={errors.domain ? true : undefined}
              aria-describedby={
                [describedBy(errors.domain, `${id}-domain-error`), domainNoteShown ? `${id}-domain-note` : null]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              className={`${inputClass} ${errors.domain ? 'border-red-600' : 'border-slate-300'}`}
            />
            {errors.domain && (
              <p id={`${id}-domain-error`} className="mt-1 text-sm font-medium text-red-800">
                {errors.domain}
              </p>
            )}
            {domainNoteShown && (
              <p id={`${id}-domain-note`} className="mt-1 text-sm break-words text-slate-700">
                {pastedDomainNote(domain)}
              </p>
            )}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <Button type="submit" pending={loading} aria-busy={loading || undefined}>
            {loading ? 'Scanning…' : 'Run Scan'}
          </Button>
          {errors.form && (
            <p id={`${id}-form-error`} role="alert" className="text-sm font-medium text-red-800">
              {errors.form}
            </p>
          )}
        </div>
      </form>

      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>

      {success && <ScanSummary result={success} />}

      <section aria-labelledby={`${id}-exposures`} className="space-y-3">
        <h3 id={`${id}-exposures`} className="text-base font-semibold text-slate-900">
          Exposures
        </h3>
        {error && !loading && <ScanErrorAlert error={error} />}
        <ExposuresTable
          exposures={success?.exposures}
          error={error}
          loading={loading}
          {...(withheld ? { emptyMessage: DOMAIN_NOTHING_TO_SHOW } : {})}
        />
        {success && success.exposures.some((e) => e.kind === 'record') && <RecordNextSteps />}
        {success && success.truncated && (
          <p className="text-sm text-slate-700">More exposures exist than are listed here. Contact us for a full review.</p>
        )}
        {success && !success.catalog && success.credits.length > 0 && <HibpCredit />}
      </section>

      {success?.catalog && scanned?.domain && <CatalogBreaches domain={scanned.domain} breaches={success.catalog.breaches} />}
    </div>
  );
}
