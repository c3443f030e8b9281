import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { upsertThread, type InboxData, type ThreadData } from '../lib/inbox-cache';
import { INBOX_KEY, threadKey, threadSchema, type ThreadStatus } from './inbox-types';

const responseSchema = z.object({ ok: z.literal(true), thread: threadSchema });

/** PATCH /api/admin/inbox/:id {status} -> the updated thread */
export async function setThreadStatus(id: string, status: ThreadStatus) {
  const res = await apiRequest(`/api/admin/inbox/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status }, timeoutMs: 20_000 });
  return responseSchema.parse(res.data).thread;
}

export function useSetThreadStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ThreadStatus) => setThreadStatus(id, status),
    onSuccess: (thread) => {
      queryClient.setQueryData<InboxData>(INBOX_KEY, (old) => (old ? upsertThread(old, thread) : old));
      queryClient.setQueryData<ThreadData>(threadKey(id), (old) => (old ? { ...old, thread } : old));
    },
  });
}
