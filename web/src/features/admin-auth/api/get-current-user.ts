import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export const currentUserSchema = z.object({
  ok: z.literal(true),
  user: z.object({ email: z.string(), role: z.string(), totpEnabled: z.boolean().optional() }),
  csrfToken: z.string().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>['user'];

/** GET /api/me: the user of the session cookie, and the CSRF proof for this session. */
export async function getCurrentUser(signal?: AbortSignal): Promise<{ user: CurrentUser; csrfToken: string | undefined }> {
  const res = currentUserSchema.parse(await apiGet('/api/me', { signal, timeoutMs: 15_000 }));
  return { user: res.user, csrfToken: res.csrfToken };
}
