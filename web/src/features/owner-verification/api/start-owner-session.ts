import { ownerSessionResponseSchema, type OwnerSession } from '@breachwatch/core/schemas/owner';
import { apiPost } from '../../../lib/api-client';

// POST /api/owner/sessions : use the mailed link; the server sets the HttpOnly session cookie.

export async function startOwnerSession(token: string): Promise<OwnerSession> {
  const parsed = ownerSessionResponseSchema.safeParse(await apiPost<unknown>('/api/owner/sessions', { token }, { timeoutMs: 15_000 }));
  if (!parsed.success) throw new Error('Failed to load');
  return parsed.data;
}
