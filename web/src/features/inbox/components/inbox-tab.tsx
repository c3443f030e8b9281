import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  const [autoSelected, setAutoSelected] = useState(false);
  const threads = inbox.data?.threads ?? [];
  // Spec §4: the first thread is selected on arrival. Only then: a message arriving later
  // must not open (and so mark read) itself under the admin's eyes.
  if (!autoSelected && inbox.data) {
    setAutoSelected(true);
    if (threads[0]) setSelectedId(threads[0].id);
  }
  const currentId = selectedId && threads.some((t) => t.id === selectedId) ? selectedId : null;

  const select = (id: string) => {
    // Opening a thread is what marks it read, so a click always fetches it afresh.
    void queryClient.invalidateQueries({ queryKey: threadKey(id), exact: true, refetchType: 'none' });
    setSelectedId(id);
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
        <p className="text-sm text-slate-700" aria-live="polite">
          {threads.length < total
            ? `Showing the newest ${threads.length} of ${total} conversations`
            : `${total} conversation${total === 1 ? '' : 's'}`}
          , {unread} unread
        </p>
      </div>
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-[22rem_minmax(0,1fr)]">
        <div className="max-h-80 overflow-y-auto border-b border-slate-200 lg:max-h-[70vh] lg:border-r lg:border-b-0">
          <ThreadList threads={threads} selectedId={currentId} onSelect={select} />
          {nextCursor && (
            <div className="border-t border-slate-200 p-3 text-center">
              <button
                type="button"
                disabled={older.isPending}
                onClick={() => older.mutate(nextCursor)}
                className="font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-700 disabled:opacity-60"
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
        <div className="flex min-h-96 flex-col lg:max-h-[70vh]">
          {currentId ? (
            <Conversation key={currentId} threadId={currentId} mailConfigured={inbox.data.mailConfigured} />
          ) : (
            <p className="p-6 text-slate-700">Select a conversation to read it.</p>
          )}
        </div>
      </div>
    </div>
  );
}
