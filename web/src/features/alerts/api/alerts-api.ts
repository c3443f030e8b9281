import { useQuery } from '@tanstack/react-query';
import { alertAvailabilityResponseSchema, alertMessageResponseSchema } from '@breachwatch/core/schemas/alerts';
import { apiGet, apiPost } from '../../../lib/api-client';

// The public alert routes; every answer is one message, the same for every address.

async function message(path: string, body: unknown): Promise<string> {
  return alertMessageResponseSchema.parse(await apiPost<unknown>(path, body, { timeoutMs: 15_000 })).message;
}

/** POST /api/alerts/subscriptions: mail a confirmation link. */
export const requestAlertLink = (email: string) => message('/api/alerts/subscriptions', { email });
/** POST /api/alerts/confirm: use the mailed link. */
export const confirmAlerts = (token: string) => message('/api/alerts/confirm', { token });
/** POST /api/alerts/unsubscribe?s=…&t=…: the one-click unsubscribe. */
export const unsubscribeAlerts = (s: string, t: string) =>
  message(`/api/alerts/unsubscribe?${new URLSearchParams({ s, t }).toString()}`, {});

/** GET /api/alerts/availability: whether this server can mail alert links at all. */
export async function getAlertAvailability(signal?: AbortSignal): Promise<boolean> {
  return alertAvailabilityResponseSchema.parse(await apiGet<unknown>('/api/alerts/availability', { signal, timeoutMs: 15_000 })).available;
}

/** Set up when the server starts: asked once a visit. */
export function useAlertAvailability() {
  return useQuery({ queryKey: ['alerts', 'availability'], queryFn: ({ signal }) => getAlertAvailability(signal), staleTime: Infinity });
}
