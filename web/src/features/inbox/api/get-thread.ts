import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';
import { upsertThread, type InboxData, type ThreadData } from '../lib/inbox-cache';
import { INBOX_KEY, messageSchema, threadKey, threadSchema } from './inbox-types';

const responseSchema = z.object({ ok: z.literal(true), thread: threadSchema, messages: z.array(messageSchema) });

/** GET /api/admin/inbox/:id -> thread and messages; the server marks it read. */
export async function getThread(id: string): Promise<ThreadData> {
  const data = responseSchema.parse(await apiGet(`/api/admin/inbox/${encodeURIComponent(id)}`, { timeoutMs: 20_000 }));
  return { thread: data.thread, messages: data.messages };
}

export function useThread(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: threadKey(id ?? ''),
    enabled: id !== null,
    // Fetching marks the thread read, so it happens on purpose (opening it, or a new message
    // in it), never as a background refresh that would undo "Mark unread".
    staleTime: Infinity,
    queryFn: async () => {
      const data = await getThread(id!);
      queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? upsertThread(old, data.thread) : old));
      return data;
    },
  });
}
