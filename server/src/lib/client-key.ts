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

/**
 * How many clients' worth of a limit an IPv6 /48 (a site) shares, for the limits that count it
 * (ADRs 0277, 0278, 0285): a /48 holds 65,536 /64s at no cost, yet may be one office, campus or
 * carrier pool where many people share it.
 */
export const SITE_SHARE = 10;

/**
 * The client's IPv6 /48 as a keyed hash, for the limits that count a site beside the client;
 * undefined for an IPv4 client, whose address is its site (one address already is one client).
 */
export function siteKeyOf(cipher: Pick<FieldCipher, 'fingerprint'>, ip: string): string | undefined {
  return clientNetwork(ip, 48) === clientNetwork(ip) ? undefined : clientKeyOf(cipher, ip, 48);
}
