import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const currentUserSchema = z.object({ ok: z.literal(true), user: z.object({ email: z.string(), role: z.string() }) });
export type CurrentUser = z.infer<typeof currentUserSchema>['user'];

/** GET /api/me with the stored bearer token. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return currentUserSchema.parse(await apiGet('/api/me', { signal, timeoutMs: 15_000 })).user;
}
