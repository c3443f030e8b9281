import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ownerSessionKey } from './get-owner-session';
import { ownerReportKey } from './get-owner-report';

// DELETE /api/owner/session : end the verified session now.

export async function endOwnerSession(): Promise<void> {
  await apiRequest('/api/owner/session', { method: 'DELETE', timeoutMs: 15_000 });
}

export function useEndOwnerSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endOwnerSession,
    onSuccess: () => {
      client.setQueryData(ownerSessionKey, null);
      client.removeQueries({ queryKey: ownerReportKey });
    },
  });
}
