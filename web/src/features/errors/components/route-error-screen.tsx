import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { siteConfig } from '../../../lib/site-config';
import { buttonClasses } from '../../../components/ui/button';
import { canReloadForStaleChunk, isStaleChunkError, reloadOnceForStaleChunk } from '../../../lib/stale-chunk';
import { EmailAddress } from '../../../components/ui/email-address';

/** Turns whatever was thrown into a status line and a message fit to show a person (no stack traces). */
export function describeRouteError(error: unknown): { status?: number; title: string; message: string } {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : error.data?.message;
    return {
      status: error.status,
      title: `${error.status} ${error.statusText || 'Error'}`.trim(),
      message: typeof detail === 'string' && detail ? detail : 'The page could not be loaded.',
    };
  }
  // A part of the page could not be downloaded (a new version went live while the tab was open,
  // or the connection dropped); the page already reloaded once. No developer text.
  if (isStaleChunkError(error))
    return {
      title: 'This page could not finish loading',
      message: 'We updated the site while this page was open, or the connection dropped. Reload the page to get the latest version.',
    };
  if (error instanceof Error && error.message) return { title: 'Unexpected application error', message: error.message };
  if (typeof error === 'string' && error) return { title: 'Unexpected application error', message: error };
  return { title: 'Unexpected application error', message: 'Something went wrong.' };
}

/**
 * Shown by the router when a page throws or fails to load. It replaces the whole layout (the
 * layout itself may be what failed), so it carries its own brand line and plain links.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { title, message } = describeRouteError(error);
  // A chunk of this page is missing (a deploy while the tab was open): reload once, here, at
  // the address the visitor was going to; the guard stops a loop (lib/stale-chunk.ts).
  const [reloading] = useState(() => isStaleChunkError(error) && canReloadForStaleChunk());
  useEffect(() => {
    if (reloading) reloadOnceForStaleChunk();
  }, [reloading]);
  if (reloading) {
    return (
      <main id="main" aria-busy="true" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-16">
        <p className="text-slate-700">Loading the latest version of this page…</p>
      </main>
    );
  }
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-16">
      <title>{`Something went wrong | ${siteConfig.siteName}`}</title>
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <p className="flex items-center justify-center gap-2 font-bold text-slate-900">
          <ShieldCheck aria-hidden="true" className="size-6 text-indigo-700" />
          {siteConfig.siteName}
        </p>
        <h1 className="mt-6 text-2xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 font-mono text-sm font-semibold text-red-800">{title}</p>
        <p role="alert" className="mt-3 text-slate-700">
          {message}
        </p>
        <p className="mt-3 text-slate-700">
          Please try again; if it keeps happening, write to{' '}
          <a className="font-medium text-indigo-800 underline" href={`mailto:${siteConfig.contactEmail}`}>
            <EmailAddress address={siteConfig.contactEmail} />
          </a>
          .
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <button type="button" onClick={() => window.location.reload()} className={buttonClasses()}>
            Try again
          </button>
          {/* A full page load, not a router link: the router state may be what broke. */}
          <a href="/" className={buttonClasses({ variant: 'secondary' })}>
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  );
}
