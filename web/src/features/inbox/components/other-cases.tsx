import { useId } from 'react';
import { CASE_STATUS_ADMIN_LABELS } from '@breachwatch/core/schemas/inbox';
import { useOtherCases } from '../api/get-other-cases';
import { formatDateTime } from '../lib/messages';

/**
 * The other cases from this thread's address, newest first (ADR 0233: each contact form message
 * opens a case, so a person who wrote twice has two). Each opens in the inbox; past the server's
 * cap the rest are counted. Only ever in the console: the public case page shows one case.
 */
export function OtherCases({ threadId, onOpen }: { threadId: string; onOpen(id: string): void }) {
  const query = useOtherCases(threadId);
  const headingId = useId();

  // Quiet while loading and on failure: the conversation beside it matters more.
  if (query.isPending) return null;
  if (query.isError)
    return <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-700">Could not load other cases from this address.</p>;
  const { cases, more } = query.data;
  if (cases.length === 0) {
    return <p className="border-b border-slate-200 px-4 py-2 text-sm text-slate-700">No other cases from this address.</p>;
  }
  const total = cases.length + more;
  return (
    <section aria-labelledby={headingId} className="border-b border-slate-200 bg-amber-50 px-4 py-3 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {total} other case{total === 1 ? '' : 's'} from this address
      </h3>
      <ul className="mt-2 space-y-1">
        {cases.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onOpen(c.id)}
              className={
                'flex w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 rounded-lg border border-amber-200 bg-white px-3 py-2 text-left ' +
                'hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700'
              }
            >
              {/* The spaces between the spans are what an accessible name is joined with (in a flex
                  row they take no room): "Open case: Still no answer, status Waiting on the person, …".
                  The subject breaks anywhere: a long URL in it must not widen the pane on a phone. */}
              <span className="sr-only">Open case:</span>{' '}
              <span className="min-w-0 flex-1 basis-40 font-medium wrap-anywhere text-indigo-900 underline underline-offset-2">
                {c.subject}
              </span>
              <span className="sr-only">, status</span>{' '}
              <span className="shrink-0 rounded bg-indigo-50 px-1.5 text-xs font-medium text-indigo-900">
                {CASE_STATUS_ADMIN_LABELS[c.caseStatus]}
              </span>
              <span className="sr-only">, last message</span>{' '}
              <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-slate-700">
                {formatDateTime(c.lastMessageAt)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="mt-2 text-slate-800">and {more} more (older)</p>}
    </section>
  );
}
