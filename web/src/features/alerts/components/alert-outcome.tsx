import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { serverMessageOr } from '../../../lib/api-client';

// What the alert pages answer, and the ways on from them.

export const failure = (e: unknown) => serverMessageOr(e, 'Something went wrong. Please try again in a minute.');

export const linkClass =
  'rounded font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

export interface WayOn {
  to: string;
  label: string;
}

export const CONTACT: WayOn = { to: '/contact', label: 'Go to the contact form' };
export const NEW_LINK: WayOn = { to: '/alerts', label: 'Ask for a new link' };
export const SEARCH: WayOn = { to: '/breach-check', label: 'Search our records yourself' };

/**
 * The way on from a dead end, as links: the messages name the contact form or the alerts page
 * ("Use the contact form", "ask for a new one on the alerts page"), and a frightened visitor on
 * a phone should not have to find them in the menu.
 */
export function WaysOn({ ways }: { ways: readonly WayOn[] }) {
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
export function Outcome({ ok, text, ways = [] }: { ok: boolean; text: string; ways?: readonly WayOn[] }) {
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
