import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CASE_STATUS_ADMIN_LABELS, CASE_STATUSES, type CaseStatus } from '@breachwatch/core/schemas/inbox';
import { useCases } from '../api/case-api';
import { useInbox, useLoadOlderThreads } from '../api/get-inbox';
import { threadKey } from '../api/inbox-types';
import { inboxLoadError } from '../lib/messages';
import { Conversation } from './conversation';
import { ThreadList } from './thread-list';

/** The console's Inbox: threads on the left, the selected conversation and reply box on the right. */
export function InboxTab() {
  const inbox = useInbox();
  const older = useLoadOlderThreads();
  const queryClient = useQueryClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // A case opened from the other cases of an address: it may be on no page loaded yet, or
  // outside the filter, and it stays open all the same.
  const [openedFromCase, setOpenedFromCase] = useState<string | null>(null);
  const [autoSelected, setAutoSelected] = useState(false);
  const [caseFilter, setCaseFilter] = useState<CaseStatus | null>(null);
  const cases = useCases(caseFilter);
  const allThreads = inbox.data?.threads ?? [];
  const threads = caseFilter ? (cases.data?.threads ?? []) : allThreads;
  // Spec §4: the first thread is selected on arrival. Only then: a message arriving later
  // must not open (and so mark read) itself under the admin's eyes.
  if (!autoSelected && inbox.data) {
    setAutoSelected(true);
    if (allThreads[0]) setSelectedId(allThreads[0].id);
  }
  // A case that leaves the filter (its status changed) stays open until another is chosen.
  const currentId =
    selectedId && (selectedId === openedFromCase || threads.some((t) => t.id === selectedId) || allThreads.some((t) => t.id === selectedId))
      ? selectedId
      : null;

  const open = (id: string) => {
    // Opening a thread is what marks it read, so a click always fetches it afresh.
    void queryClient.invalidateQueries({ queryKey: threadKey(id), exact: true, refetchType: 'none' });
    setSelectedId(id);
  };
  const select = (id: string) => {
    setOpenedFromCase(null);
    open(id);
  };
  const openCase = (id: string) => {
    setOpenedFromCase(id);
    open(id);
  };

  if (inbox.isPending)
    return (
      <p role="status" className="text-slate-700">
        Loading inbox…
      </p>
    );
  if (inbox.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-semibold">{inboxLoadError(inbox.error)}</p>
        <button type="button" className="mt-2 font-semibold underline" onClick={() => void inbox.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { unread, total, nextCursor } = inbox.data;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">Inbox</h1>
        <label className="text-sm font-semibold text-slate-900">
          Cases{' '}
          <select
            aria-label="Filter cases by status"
            className="ml-1 rounded-lg border border-slate-300 bg-white px-2 py-1 font-normal"
            value={caseFilter ?? ''}
            onChange={(e) => setCaseFilter((e.target.value || null) as CaseStatus | null)}
          >
            <option value="">All</option>
            {CASE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {CASE_STATUS_ADMIN_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <p className="text-sm text-slate-700" aria-live="polite">
          {caseFilter
            ? `${cases.data?.total ?? 0} ${CASE_STATUS_ADMIN_LABELS[caseFilter].toLowerCase()}`
            : threads.length < total
              ? `Showing the newest ${threads.length} of ${total} conversations`
              : `${total} conversation${total === 1 ? '' : 's'}`}
          , {unread} unread
        </p>
      </div>
      {/* One column of the card's width on a phone (minmax(0, 1fr), not auto): an auto column grew to
          the longest unbroken word, such as a URL in a subject, and the card cut off the rest. */}
      <div className="grid grid-cols-1 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="max-h-80 min-w-0 overflow-y-auto border-b border-slate-200 lg:max-h-[70vh] lg:border-r lg:border-b-0">
          <ThreadList threads={threads} selectedId={currentId} onSelect={select} />
          {!caseFilter && nextCursor && (
            <div className="border-t border-slate-200 p-3 text-center">
              <button
                type="button"
                aria-disabled={older.isPending || undefined}
                onClick={() => {
                  if (!older.isPending) older.mutate(nextCursor);
                }}
                className="font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-700 aria-disabled:opacity-60"
              >
                {older.isPending ? 'Loading older conversations…' : 'Show older conversations'}
              </button>
              {older.isError && (
                <p role="alert" className="mt-1 text-sm text-red-700">
                  Could not load older conversations. Try again.
                </p>
              )}
            </div>
          )}
        </div>
        <div className="flex min-h-96 min-w-0 flex-col lg:max-h-[70vh]">
          {currentId ? (
            <Conversation
              key={currentId}
              threadId={currentId}
              mailConfigured={inbox.data.mailConfigured}
              onOpenCase={openCase}
              focusOnLoad={currentId === openedFromCase}
            />
          ) : (
            <p className="p-6 text-slate-700">Select a conversation to read it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
