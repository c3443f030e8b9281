import { useQuery } from '@tanstack/react-query';
import { ownerSessionStatusResponseSchema } from '@breachwatch/core/schemas/owner';
import { ApiError, apiGet } from '../../../lib/api-client';

// GET /api/owner/session/status: whether this browser holds a verified owner session (issue
// 13), and for which record. Always 200 when the server has the feature (ADR 0103), so a
// visitor without a session sees no error in the console; a server without it (404) reads as
// no session.

export interface OwnerSession {
  ok: true;
  recordId: string;
  expiresAt: string;
}

export const ownerSessionQueryKey = ['recovery-plan', 'owner-session'] as const;

export async function getOwnerSession(signal?: AbortSignal): Promise<OwnerSession | null> {
  try {
    const parsed = ownerSessionStatusResponseSchema.safeParse(
      await apiGet<unknown>('/api/owner/session/status', { signal, timeoutMs: 15_000 }),
    );
    const session = parsed.success ? parsed.data.session : null;
    return session ? { ok: true, ...session } : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useOwnerSession() {
  return useQuery({ queryKey: ownerSessionQueryKey, queryFn: ({ signal }) => getOwnerSession(signal), staleTime: 30_000, retry: false });
}
