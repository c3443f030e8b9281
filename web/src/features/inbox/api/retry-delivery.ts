import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { replyResponseSchema, useApplyReply } from './reply-to-thread';

/** POST /api/admin/inbox/:id/messages/:messageId/retry -> the reply with its new delivery status */
export async function retryDelivery(threadId: string, messageId: string) {
  const path = `/api/admin/inbox/${encodeURIComponent(threadId)}/messages/${encodeURIComponent(messageId)}/retry`;
  return replyResponseSchema.parse(await apiPost(path, {}, { timeoutMs: 45_000 }));
}

export function useRetryDelivery(threadId: string) {
  const apply = useApplyReply();
  return useMutation({
    mutationFn: (messageId: string) => retryDelivery(threadId, messageId),
    onSuccess: (data) => apply(data.thread, data.message),
  });
}
