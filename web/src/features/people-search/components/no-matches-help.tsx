import { Link } from 'react-router';

const helpLinkClass =
  'rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/**
 * "No matches found." is not "you are safe": what it means, and what to do next (issue 16).
 * Past the cap the server lists no one although many match (ADR 0130): then the person is told
 * so, never that we hold nothing, and a first name or a place narrows the list. A search that
 * found no one is another matter (ADR 0286): every word must match, so more words or a place
 * only narrow it further; the way on is the spelling, fewer words, or another kind of search.
 */
export function NoMatchesHelp({ capped, query }: { capped: boolean; query: string }) {
  const severalWords = query.trim().split(/\s+/).length > 1;
  return (
    <div className="mt-3 rounded-xl border border-slate-200 bg-white p-4 text-slate-800 sm:p-5">
      {capped ? (
        <p>
          Many people share what you typed, so we list none of them: showing everyone with a common name would expose strangers. Your record
          may be among them.
        </p>
      ) : (
        <p>
          This means we hold no record that matches what you typed. It does not mean your information is safe: many leaks are never made
          public, and we only hold the records we have found.
        </p>
      )}
      <p className="mt-3 font-semibold text-slate-900">What you can do next</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {capped ? (
          <li>Add your first name, your city or your ZIP code, or search by your whole email address, phone number or street address.</li>
        ) : (
          <>
            <li>
              Check the spelling. Try your name as it is written on official letters (Robert, not Bob), or a name you used before, like a
              maiden name.
            </li>
            {severalWords && <li>Use fewer words: every word you type must match, so each word you add can only narrow the search.</li>}
            <li>
              Search another way: your whole email address, your phone number with its area code, or your street address with its number.
            </li>
          </>
        )}
        <li>
          <Link to="/breach-check?tab=scan" className={helpLinkClass}>
            Run a free exposure scan
          </Link>{' '}
          of your email address or your employer&apos;s web domain.
        </li>
        <li>
          <Link to="/faq" className={helpLinkClass}>
            Read the simple steps
          </Link>{' '}
          that protect you either way, or{' '}
          <Link to="/contact" className={helpLinkClass}>
            ask a person for help
          </Link>
          .
        </li>
      </ul>
    </div>
  );
}
