import { useQuery } from '@tanstack/react-query';
import { ownerSessionStatusResponseSchema, type OwnerSession } from '@breachwatch/core/schemas/owner';
import { apiGet } from '../../../lib/api-client';

// GET /api/owner/session/status: whether this browser holds a verified session, and for which
// record. Always 200 (ADR 0103): a visitor without a session, the usual case, gets no error in
// the browser's console.

export const ownerSessionKey = ['owner-session'] as const;

export async function getOwnerSession(signal?: AbortSignal): Promise<OwnerSession | null> {
  const parsed = ownerSessionStatusResponseSchema.safeParse(
    await apiGet<unknown>('/api/owner/session/status', { signal, timeoutMs: 15_000 }),
  );
  const session = parsed.success ? parsed.data.session : null;
  return session ? { ok: true, ...session } : null;
}

export function useOwnerSession() {
  return useQuery({ queryKey: ownerSessionKey, queryFn: ({ signal }) => getOwnerSession(signal), staleTime: 30_000 });
}
