import { alertMessageResponseSchema } from '@breachwatch/core/schemas/alerts';
import { apiPost } from '../../../lib/api-client';

/** POST /api/owner/alerts: subscribe the address this session verified to breach alerts. */
export async function subscribeOwnerAlerts(): Promise<string> {
  return alertMessageResponseSchema.parse(await apiPost<unknown>('/api/owner/alerts', {}, { timeoutMs: 15_000 })).message;
}
