import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/admin/breach-records/:id */
export async function deleteRecord(id: string): Promise<void> {
  await apiRequest(`/api/admin/breach-records/${encodeURIComponent(id)}`, { method: 'DELETE', timeoutMs: 20_000 });
}

export function useDeleteRecord() {
  return useMutation({ mutationFn: deleteRecord });
}
