import { alertMessageResponseSchema } from '@breachwatch/core/schemas/alerts';
import { apiPost } from '../../../lib/api-client';

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
