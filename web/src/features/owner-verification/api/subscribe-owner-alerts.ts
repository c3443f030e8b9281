import { alertMessageResponseSchema, ownerAlertStatusSchema, type OwnerAlertStatus } from '@breachwatch/core/schemas/alerts';
import { apiGet, apiPost, apiRequest } from '../../../lib/api-client';

/** POST /api/owner/alerts: subscribe the address this session verified to breach alerts. */
export async function subscribeOwnerAlerts(): Promise<string> {
  return alertMessageResponseSchema.parse(await apiPost<unknown>('/api/owner/alerts', {}, { timeoutMs: 15_000 })).message;
}

/** GET /api/owner/alerts: whether alerts are on for the address this session verified. */
export async function fetchOwnerAlerts(signal?: AbortSignal): Promise<OwnerAlertStatus> {
  return ownerAlertStatusSchema.parse(await apiGet<unknown>('/api/owner/alerts', { signal, timeoutMs: 15_000 }));
}

/** DELETE /api/owner/alerts: stop alerts to the address this session verified. */
export async function stopOwnerAlerts(): Promise<string> {
  return alertMessageResponseSchema.parse((await apiRequest<unknown>('/api/owner/alerts', { method: 'DELETE', timeoutMs: 15_000 })).data)
    .message;
}
