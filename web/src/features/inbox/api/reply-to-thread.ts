import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { upsertMessage, upsertThread, type InboxData, type ThreadData } from '../lib/inbox-cache';
import { INBOX_KEY, messageSchema, threadKey, threadSchema, type InboxMessage, type InboxThread } from './inbox-types';

export const replyResponseSchema = z.object({ ok: z.literal(true), thread: threadSchema, message: messageSchema });

/** POST /api/admin/inbox/:id/reply {body} -> the stored reply with its delivery status */
export async function replyToThread(id: string, body: string) {
  // The server waits for the mail server (bounded at about 30 s) before answering.
  return replyResponseSchema.parse(await apiPost(`/api/admin/inbox/${encodeURIComponent(id)}/reply`, { body }, { timeoutMs: 45_000 }));
}

/** Puts a reply (new or retried) into the open thread and the list without a refetch. */
export function useApplyReply() {
  const queryClient = useQueryClient();
  return (thread: InboxThread, message: InboxMessage) => {
    queryClient.setQueryData<ThreadData>(threadKey(thread.id), (old) => (old ? upsertMessage(old, thread, message) : old));
    queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? upsertThread(old, thread) : old));
  };
}

export function useReplyToThread(id: string) {
  const apply = useApplyReply();
  return useMutation({
    mutationFn: (body: string) => replyToThread(id, body),
    onSuccess: (data) => apply(data.thread, data.message),
  });
}
