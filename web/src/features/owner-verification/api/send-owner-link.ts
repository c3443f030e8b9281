import { useMutation } from '@tanstack/react-query';
import { ownerLinkResponseSchema, type OwnerLinkRequest } from '@breachwatch/core/schemas/owner';
import { apiPost } from '../../../lib/api-client';

// POST /api/owner/links : mail a one-time link to one of the record's addresses.

export async function sendOwnerLink(request: OwnerLinkRequest): Promise<string> {
  const parsed = ownerLinkResponseSchema.safeParse(await apiPost<unknown>('/api/owner/links', request, { timeoutMs: 20_000 }));
  if (!parsed.success) throw new Error('Could not send the link. Please try again.');
  return parsed.data.message;
}

export function useSendOwnerLink() {
  return useMutation({ mutationFn: sendOwnerLink });
}
