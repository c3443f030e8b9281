import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';

const sessionsSchema = z.object({ ok: z.literal(true), otherSessions: z.number() });
const endedSchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number() });

export const OTHER_SESSIONS_KEY = ['admin', 'account', 'sessions'] as const;

/** GET /api/admin/account/sessions: how many other sessions of this admin are signed in. */
export function useOtherSessions() {
  return useQuery({
    queryKey: OTHER_SESSIONS_KEY,
    queryFn: async ({ signal }) =>
      sessionsSchema.parse(await apiGet('/api/admin/account/sessions', { signal, timeoutMs: 15_000 })).otherSessions,
  });
}

/** POST /api/admin/account/sessions/end-others: signs this admin out everywhere but here. */
export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      endedSchema.parse(await apiPost('/api/admin/account/sessions/end-others', {}, { timeoutMs: 15_000 })).otherSessionsEnded,
    onSuccess: () => client.invalidateQueries({ queryKey: OTHER_SESSIONS_KEY }),
  });
}
