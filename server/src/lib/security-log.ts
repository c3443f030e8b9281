import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// Security events (sign-in failures, lockouts, 429s, admin actions, fence refusals) as
// structured warn lines an operator can alert on, without personal data: no email, no IP, no
// query. The client is named by a keyed hash of its address, so repeated attempts from one
// client can be grouped without the log holding the address (IPv4 is small enough that a plain
// hash could be reversed; the key is random per process and never written anywhere).

export type SecurityEventName =
  | 'sign-in-failed'
  | 'sign-in-locked'
  | 'sign-in-succeeded'
  | 'second-factor-failed'
  | 'lockout-cleared'
  | 'rate-limited'
  | 'csrf-refused'
  | 'fetch-refused'
  | 'admin-action'
  | 'contact-flood'
  | 'evidence-storage-full';

const clientKey = randomBytes(32);

/** A short, stable-per-process tag for a client address. */
export function clientTag(ip: string): string {
  return createHmac('sha256', clientKey).update(ip).digest('base64url').slice(0, 12);
}

export function securityEvent(
  request: FastifyRequest,
  event: SecurityEventName,
  details: Record<string, string | number | boolean> = {},
): void {
  request.log.warn(
    { security: event, client: clientTag(request.ip), route: request.routeOptions.url ?? 'unmatched', ...details },
    `security: ${event}`,
  );
}
