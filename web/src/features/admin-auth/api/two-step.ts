import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../../lib/api-client';
import { LOCKOUTS_KEY } from './lockouts';

const statusSchema = z.object({
  ok: z.literal(true),
  totpEnabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
});
export type TwoStepStatus = z.infer<typeof statusSchema>;
const setupSchema = z.object({ ok: z.literal(true), secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() });
export type TwoStepSetup = z.infer<typeof setupSchema>;
const codesSchema = z.object({ ok: z.literal(true), recoveryCodes: z.array(z.string()) });

const STATUS_KEY = ['admin', 'account', 'two-step'] as const;

/**
 * Turning two-step sign-in on or off changes this account's status and its row in Lockouts.
 * Not awaited: a mutation waits for a promise its onSuccess returns before the caller's own
 * onSuccess runs, and the refetched status (two-step on) would meanwhile replace the setup
 * form, whose callback then never comes, so the recovery codes would never be shown.
 */
function invalidateTwoStep(client: QueryClient) {
  void client.invalidateQueries({ queryKey: STATUS_KEY });
  void client.invalidateQueries({ queryKey: LOCKOUTS_KEY });
}

export function useTwoStepStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: async ({ signal }) => statusSchema.parse(await apiGet('/api/admin/account/two-step', { signal, timeoutMs: 15_000 })),
  });
}

/** POST /api/admin/account/two-step/setup: a new secret and its QR code. */
export function useStartTwoStepSetup() {
  return useMutation({
    mutationFn: async () => setupSchema.parse(await apiPost('/api/admin/account/two-step/setup', {}, { timeoutMs: 15_000 })),
  });
}

/** POST /api/admin/account/two-step/confirm: turns it on; the recovery codes are returned once. */
export function useConfirmTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      codesSchema.parse(await apiPost('/api/admin/account/two-step/confirm', { code }, { timeoutMs: 15_000 })).recoveryCodes,
    onSuccess: () => invalidateTwoStep(client),
  });
}

/** POST /api/admin/account/two-step/disable: needs the password and a code. */
export function useDisableTwoStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; code: string }) => {
      await apiPost('/api/admin/account/two-step/disable', input, { timeoutMs: 15_000 });
    },
    onSuccess: () => invalidateTwoStep(client),
  });
}

/** POST /api/admin/account/two-step/recovery-codes: new codes; the old ones stop working. */
export function useReplaceRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      codesSchema.parse(await apiPost('/api/admin/account/two-step/recovery-codes', { code }, { timeoutMs: 15_000 })).recoveryCodes,
    onSuccess: () => client.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}
