import { useQuery } from '@tanstack/react-query';
import { ownerSessionResponseSchema, type OwnerSession } from '@breachwatch/core/schemas/owner';
import { ApiError, apiGet } from '../../../lib/api-client';

// GET /api/owner/session : whether this browser holds a verified session, and for which record.

export const ownerSessionKey = ['owner-session'] as const;

export async function getOwnerSession(signal?: AbortSignal): Promise<OwnerSession | null> {
  try {
    const parsed = ownerSessionResponseSchema.safeParse(await apiGet<unknown>('/api/owner/session', { signal, timeoutMs: 15_000 }));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useOwnerSession() {
  return useQuery({ queryKey: ownerSessionKey, queryFn: ({ signal }) => getOwnerSession(signal), staleTime: 30_000 });
}
