import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { MESSAGES } from '@breachwatch/core/schemas/messages';
import { searchErrorMessage } from '../api/search-people';

export type SearchState = 'idle' | 'too-short' | 'searching' | 'results' | 'none' | 'error';

interface StatusLineProps {
  /** The problem's id: the field is described by it while it shows. */
  problemId: string;
  state: SearchState;
  problem: string | null;
  error: unknown;
  shown: number;
  total: number;
  /** More than `total` match: the server stopped counting and its note asks for more of the name. */
  capped: boolean;
}

/** The line under the search box that says where the search stands, read out as it changes. */
export function StatusLine({ problemId, state, problem, error, shown, total, capped }: StatusLineProps) {
  switch (state) {
    case 'too-short':
      return (
        <p id={problemId} className="font-medium text-amber-900">
          {problem}
        </p>
      );
    case 'searching':
      return <p className="text-slate-700">Searching…</p>;
    case 'error': {
      const message = searchErrorMessage(error);
      return (
        <div className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <p className="flex items-start gap-2 font-medium">
            <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {message}
          </p>
          {/* The bare "Search failed." (offline, a server fault) says neither what it means nor
              what to do; the server's own refusals already say both. */}
          {message === MESSAGES.search.failed && (
            <p className="mt-2 text-sm">
              This is a fault on our side or in the connection, not a result: it says nothing about your data. What you typed is still in
              the box: press Search to try again in a minute, or{' '}
              <Link
                to="/contact"
                className="rounded font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700"
              >
                contact us
              </Link>{' '}
              if it keeps failing.
            </p>
          )}
        </div>
      );
    }
    case 'none':
      // Past the server's cap it lists no one; its note says how to narrow the search.
      if (capped) return <p className="font-medium text-slate-900">Too many people match this search to list them.</p>;
      return <p className="font-medium text-slate-900">{MESSAGES.search.noMatches}</p>;
    case 'results':
      return (
        <>
          <p className="font-medium text-slate-900">
            Showing {shown.toLocaleString('en-US')} of {capped ? 'more than ' : ''}
            {total.toLocaleString('en-US')}
          </p>
          {total > shown && !capped && (
            <p className="mt-1 text-sm text-slate-700">
              We show the {shown.toLocaleString('en-US')} closest matches, to protect the people in our records. Not yours among them? Add
              more of the name, or a city or ZIP code, to narrow the list, or search by your whole email address, phone number or street
              address instead.
            </p>
          )}
        </>
      );
    default:
      return <p className="text-slate-600">Enter a name, phone number, street address or email address, then press Search.</p>;
  }
}
