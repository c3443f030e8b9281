import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerProgressResponseSchema, type OwnerProgress, type OwnerProgressPatch } from '@breachwatch/core/recovery/owner-progress-api';
import { apiRequest } from '../../../lib/api-client';

// /api/owner/recovery-progress: the verified owner's progress, kept on the server with the
// verification. The session cookie says whose it is; the requests name no record.

const PATH = '/api/owner/recovery-progress';

function parse(data: unknown): OwnerProgress {
  const parsed = ownerProgressResponseSchema.safeParse(data);
  if (!parsed.success) throw new Error('Failed to load');
  return parsed.data;
}

export const ownerProgressQueryKey = (recordId: string) => ['recovery-plan', 'owner-progress', recordId] as const;

export async function getOwnerProgress(signal?: AbortSignal): Promise<OwnerProgress> {
  return parse((await apiRequest<unknown>(PATH, { signal, timeoutMs: 15_000 })).data);
}

export async function patchOwnerProgress(patch: OwnerProgressPatch): Promise<OwnerProgress> {
  return parse((await apiRequest<unknown>(PATH, { method: 'PATCH', body: patch, timeoutMs: 15_000 })).data);
}

export async function deleteOwnerProgress(): Promise<OwnerProgress> {
  return parse((await apiRequest<unknown>(PATH, { method: 'DELETE', timeoutMs: 15_000 })).data);
}

export function useOwnerProgressQuery(recordId: string, enabled: boolean) {
  return useQuery({ queryKey: ownerProgressQueryKey(recordId), queryFn: ({ signal }) => getOwnerProgress(signal), enabled, retry: false });
}

/** Saves a change and shows it at once; the server's answer replaces the guess. */
export function useOwnerProgressMutation(recordId: string, onError: (error: unknown, change: OwnerProgressPatch | 'clear') => void) {
  const client = useQueryClient();
  const key = ownerProgressQueryKey(recordId);
  return useMutation({
    mutationFn: (change: OwnerProgressPatch | 'clear') => (change === 'clear' ? deleteOwnerProgress() : patchOwnerProgress(change)),
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<OwnerProgress>(key);
      if (before) {
        const steps = { ...before.steps };
        if (change === 'clear') for (const id of Object.keys(steps)) delete steps[id];
        else
          for (const [id, status] of Object.entries(change.steps)) {
            if (status) steps[id] = status;
            else delete steps[id];
          }
        client.setQueryData<OwnerProgress>(key, { ...before, steps });
      }
      return { before };
    },
    onError: (error, change, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      onError(error, change);
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
