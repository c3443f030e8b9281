import { clientNetwork } from './client-network.ts';
import type { FieldCipher } from './field-cipher.ts';

/**
 * One client, as every counter keyed by who is asking names it (route rate limits, the
 * distinct-records and lookup-miss limits, the sign-in throttle, the contact flood guard): its
 * network (an IPv4 address, an IPv6 /64) as a keyed hash (ADR 0269). Stable across instances and
 * restarts, since the key comes from the encryption key; meaningless without it. A plain hash
 * would not do: there are few enough IPv4 addresses to hash them all and look the key up.
 */
export function clientKeyOf(cipher: Pick<FieldCipher, 'fingerprint'>, ip: string, ipv6Prefix: 64 | 48 = 64): string {
  return cipher.fingerprint(`client ${clientNetwork(ip, ipv6Prefix)}`);
}
