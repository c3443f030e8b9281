// Things counted per client an hour outside the records limits: the mailed links of owner
// verification and breach alerts. One client is its network (an IPv4 address, an IPv6 /64), and
// an IPv6 client's /48 is counted too, at SITE_SHARE times the limit (ADR 0278): a /48 holds
// 65,536 /64s at no cost, and each had its own links to send to any address it liked.

import { randomBytes } from 'node:crypto';
import { SITE_SHARE } from '../lib/client-key.ts';
import { inMinutes } from './record-access.ts';
import type { AdmitResult, WindowedSets } from './windowed-sets.ts';

/** Who is asking, as the counters name it: keyed hashes of its network and, for IPv6, its /48. */
export interface ClientKeys {
  clientKey: string;
  siteKey?: string | undefined;
}

export type ClientEventResult = AdmitResult & { refusedFor?: 'client' | 'site' };

/** Counts one event (`name`: "owner-link", "alert-link") for the client, then for its site. */
export async function admitClientEvent(
  sets: WindowedSets,
  name: string,
  who: ClientKeys,
  limit: number,
  windowMs: number,
): Promise<ClientEventResult> {
  const member = randomBytes(9).toString('base64url');
  const own = await sets.admit(`${name}:client:${who.clientKey}`, [member], limit, windowMs);
  if (!own.allowed) return { ...own, refusedFor: 'client' };
  if (!who.siteKey) return own;
  const site = await sets.admit(`${name}:site:${who.siteKey}`, [member], limit * SITE_SHARE, windowMs);
  return site.allowed ? site : { ...site, refusedFor: 'site' };
}

/** The answer to a refused link request: the visitor's own requests, or their network's. */
export function linkRequestsRefusal(result: ClientEventResult): string {
  const wait = inMinutes(result.retryAfterMs);
  return result.refusedFor === 'site'
    ? `Many links have been asked for from your network in a short time. Please wait about ${wait}, then try again.`
    : `You have asked for several links in a short time. Please wait about ${wait}, then try again.`;
}
