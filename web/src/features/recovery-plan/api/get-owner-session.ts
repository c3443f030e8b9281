import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiGet } from '../../../lib/api-client';

// GET /api/owner/session: whether this browser holds a verified owner session (issue 13), and
// for which record. No session (401), or a server without the feature (404), reads as null.

const ownerSessionSchema = z.object({ ok: z.literal(true), recordId: z.string(), expiresAt: z.string() });
export type OwnerSession = z.infer<typeof ownerSessionSchema>;

export const ownerSessionQueryKey = ['recovery-plan', 'owner-session'] as const;

export async function getOwnerSession(signal?: AbortSignal): Promise<OwnerSession | null> {
  try {
    const parsed = ownerSessionSchema.safeParse(await apiGet<unknown>('/api/owner/session', { signal, timeoutMs: 15_000 }));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

export function useOwnerSession() {
  return useQuery({ queryKey: ownerSessionQueryKey, queryFn: ({ signal }) => getOwnerSession(signal), staleTime: 30_000, retry: false });
}
