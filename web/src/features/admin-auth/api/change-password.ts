import type { ChangePassword } from '@breachwatch/core/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPost } from '../../../lib/api-client';
import { OTHER_SESSIONS_KEY } from './account-sessions';

const endedSchema = z.object({ ok: z.literal(true), otherSessionsEnded: z.number() });

/** POST /api/admin/account/password: a new password after the current one; other sessions end. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangePassword) =>
      endedSchema.parse(await apiPost('/api/admin/account/password', input, { timeoutMs: 15_000 })).otherSessionsEnded,
    onSuccess: () => client.invalidateQueries({ queryKey: OTHER_SESSIONS_KEY }),
  });
}
