import { Link, useLocation } from 'react-router';
import { AlertTriangle, ArrowLeft, Search } from 'lucide-react';
import type { RiskLevel } from '@breachwatch/core/records/types';
import { ApiError } from '../../lib/api-client';
import { LinkButton } from '../ui/button';

// The frame the person page and the Exposure Report share: the way back to the search, the
// loading placeholder, the risk level colours and the red error box of spec §8.

/** Colours of a risk level chip: white on red/green, dark on amber (all AA contrast). */
export const riskLevelStyle: Record<RiskLevel, string> = {
  high: 'bg-red-700 text-white',
  medium: 'bg-amber-300 text-amber-950',
  low: 'bg-emerald-700 text-white',
};

/** Loading placeholder shaped like a record page; the status text is for screen readers. */
export function RecordSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        <div className="h-9 w-2/3 rounded bg-slate-200" />
        <div className="h-10 w-48 rounded-lg bg-slate-200" />
        <div className="h-16 w-full rounded bg-slate-200" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-32 w-full rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}

export const recordLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded font-semibold text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * Where "Back to breach check" goes: the search the visitor came from when a result card said
 * so (router state, never the URL, so it cannot be used to send people off-site), else /breach-check.
 */
export function backTarget(state: unknown): string {
  const backTo = (state as { backTo?: unknown } | null)?.backTo;
  if (typeof backTo === 'string' && /^\/breach-check(?:[?#]|$)/.test(backTo)) return backTo;
  return '/breach-check';
}

export function BackToSearchLink() {
  const location = useLocation();
  return (
    <Link to={backTarget(location.state)} className={recordLinkClass}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to breach check
    </Link>
  );
}

/** Spec §8 detail errors: "Not found" for a 404, else the server's error text, else "Failed to load". */
export function detailErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'Not found';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Failed to load';
}

const nextLinkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** The page heading and the red box with the load error; for a bad link, what it means and where to go. */
export function DetailLoadError({ title, error }: { title: string; error: unknown }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div
        role="alert"
        className="mt-6 flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 px-4 py-3 font-medium text-red-900"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {detailErrorMessage(error)}
      </div>
      {notFound ? (
        <div className="mt-4 space-y-3 text-slate-800">
          <p>
            This link does not lead to a record we hold. It may have been cut short or mistyped, or the record may have been removed. It
            does not tell you whether your information has leaked.
          </p>
          <p>Search our records again by your name, email, phone or street address. It is free and needs no account.</p>
          <LinkButton to="/breach-check">
            <Search aria-hidden="true" className="size-5" />
            Search our records
          </LinkButton>
          <p className="text-sm">
            Not sure what to do?{' '}
            <Link to="/contact" className={nextLinkClass}>
              Contact our support team
            </Link>{' '}
            and a person will help.
          </p>
        </div>
      ) : (
        <p className="mt-4 text-slate-800">
          Please try again in a moment.{' '}
          <Link to="/breach-check" className={nextLinkClass}>
            Go back to the search
          </Link>{' '}
          or{' '}
          <Link to="/contact" className={nextLinkClass}>
            contact us
          </Link>{' '}
          if it keeps happening.
        </p>
      )}
    </>
  );
}
