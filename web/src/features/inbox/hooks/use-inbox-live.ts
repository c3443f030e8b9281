import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectAdminSocket } from '../../../lib/socket';
import { CASES_KEY, caseKey } from '../api/case-api';
import { OTHER_CASES_KEY } from '../api/get-other-cases';
import { INBOX_KEY, threadKey, threadSchema, type InboxThread } from '../api/inbox-types';
import { replaceLoaded, upsertThreads, withThreadSummary, type InboxData, type ThreadData } from '../lib/inbox-cache';

/**
 * Keeps the inbox cache live: `contact:new` (a person wrote) and `inbox:updated` (another
 * admin read, closed or answered a thread) are merged in without a reload. A thread that is
 * open on screen and gained a message is fetched again so the message appears. `cases:retention`
 * (the retention rule removed a batch's evidence or content, years-old cases most of them) only
 * replaces the threads already loaded, and an open conversation among them loses the words the
 * server no longer holds.
 */
export function useInboxLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { socket, release } = connectAdminSocket();
    /**
     * Merges changed threads into the cache, with one reload of each list they may be in. With
     * `loadedOnly`, a thread the list has not loaded is left out rather than counted as new.
     */
    const mergeThreads = (threads: readonly InboxThread[], loadedOnly = false) => {
      if (threads.length === 0) return;
      if (queryClient.getQueryData<InboxData>(INBOX_KEY)) {
        queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? (loadedOnly ? replaceLoaded : upsertThreads)(old, threads) : old));
        // A reload already on its way may have been read before this message was stored: its
        // answer would replace the merged thread (the badge rose, then fell back until the next
        // poll). It is dropped and the list read again.
        if (queryClient.getQueryState(INBOX_KEY)?.fetchStatus === 'fetching') {
          void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: true });
        }
      } else {
        void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: true });
      }
      // Filtered case lists and the case's ledger are reloaded (they are small, and the event
      // does not say what changed in the ledger).
      void queryClient.invalidateQueries({ queryKey: CASES_KEY });
      // A new case from the open thread's address, or another of its cases changed: only the
      // open conversation's list is on screen, so at most that one is fetched again.
      void queryClient.invalidateQueries({ queryKey: OTHER_CASES_KEY });
      for (const thread of threads) {
        void queryClient.invalidateQueries({ queryKey: caseKey(thread.id) });
        const open = queryClient.getQueryData<ThreadData>(threadKey(thread.id));
        if (open && open.messages.length !== thread.messageCount) {
          void queryClient.invalidateQueries({ queryKey: threadKey(thread.id), exact: true });
        } else if (open) {
          queryClient.setQueryData<ThreadData>(threadKey(thread.id), withThreadSummary(open, thread));
        }
      }
    };
    const merge = (payload: unknown) => {
      const parsed = threadSchema.safeParse(payload);
      if (parsed.success) mergeThreads([parsed.data]);
    };
    // The retention rule's batch (ADR 0275): cases whose evidence or content it removed.
    const mergeRetention = (payload: unknown) => {
      const parsed = threadSchema.array().safeParse(payload);
      if (parsed.success) mergeThreads(parsed.data, true);
    };
    let connectedBefore = socket.connected;
    // After a dropped connection, events may have been missed: reload the list once.
    const onConnect = () => {
      if (connectedBefore) void queryClient.invalidateQueries({ queryKey: INBOX_KEY, exact: true });
      connectedBefore = true;
    };
    socket.on('contact:new', merge);
    socket.on('inbox:updated', merge);
    socket.on('cases:retention', mergeRetention);
    socket.on('connect', onConnect);
    return () => {
      socket.off('contact:new', merge);
      socket.off('inbox:updated', merge);
      socket.off('cases:retention', mergeRetention);
      socket.off('connect', onConnect);
      release();
    };
  }, [queryClient]);
}
