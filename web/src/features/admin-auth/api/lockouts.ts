import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';

const lockoutSchema = z.object({
  scope: z.enum(['pair', 'address', 'account', 'second-factor']),
  attempts: z.number(),
  until: z.string(),
  locked: z.boolean(),
});
export type Lockout = z.infer<typeof lockoutSchema>;
const lockoutsSchema = z.object({
  ok: z.literal(true),
  accounts: z.array(z.object({ email: z.string(), totpEnabled: z.boolean(), lockouts: z.array(lockoutSchema) })),
});
export type AdminAccountLockouts = z.infer<typeof lockoutsSchema>['accounts'][number];

/** Two-step changes invalidate it too: each account's row says whether two-step sign-in is on. */
export const LOCKOUTS_KEY = ['admin', 'security', 'lockouts'] as const;

/** GET /api/admin/security/lockouts: every admin account with its sign-in throttles. */
export function useLockouts() {
  return useQuery({
    queryKey: LOCKOUTS_KEY,
    queryFn: async ({ signal }) =>
      lockoutsSchema.parse(await apiGet('/api/admin/security/lockouts', { signal, timeoutMs: 15_000 })).accounts,
    refetchInterval: 30_000,
  });
}

/** POST /api/admin/security/lockouts/clear: lifts every lockout of one account. */
export function useClearLockout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) =>
      z
        .object({ ok: z.literal(true), cleared: z.number() })
        .parse(await apiPost('/api/admin/security/lockouts/clear', { email }, { timeoutMs: 15_000 })).cleared,
    onSuccess: () => client.invalidateQueries({ queryKey: LOCKOUTS_KEY }),
  });
}
