import net from 'node:net';

// Who "one client" is for every counter (the route rate limits, the distinct-records limit, the
// sign-in throttle): the address Fastify sees (behind a proxy, the one TRUST_PROXY lets it
// read). An IPv6 client is its /64: anyone holds a whole /64, and counting each of its
// addresses apart would let one person walk around the limit. Counters never keep this; they
// keep its keyed hash (client-key.ts). Some proxies write the client's port too
// ("203.0.113.9:51234", "[2001:db8::1]:443"); each connection has a port of its own, so it is
// dropped (ADR 0276). An IPv6 address is read in its one canonical spelling first, so an IPv4
// address written inside one ("::ffff:c633:1f01", "0:0:0:0:0:ffff:198.51.31.1") is that IPv4
// address, and a dotted tail ("2001:db8:1:2:3:4:198.51.31.1") is still grouped into its /64.

function expandIpv6(ip: string): string[] | undefined {
  const [head, tail] = ip.split('::');
  const parts = (s: string | undefined) => (s ? s.split(':') : []);
  const h = parts(head);
  const t = parts(tail);
  if (ip.includes('::')) {
    const missing = 8 - h.length - t.length;
    if (missing < 0) return undefined;
    return [...h, ...Array<string>(missing).fill('0'), ...t];
  }
  return h.length === 8 ? h : undefined;
}

/**
 * `ipv6Prefix`: how much of an IPv6 address names the client. A /64 everywhere but where a
 * counter must not let one site's allocation pass for many clients (a /48, ADR 0271).
 */
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;

/** The address without the port or the brackets a proxy may have written around it. */
function withoutPort(ip: string): string {
  return IPV4_WITH_PORT.exec(ip)?.[1] ?? BRACKETED.exec(ip)?.[1] ?? ip;
}

/**
 * The WHATWG URL spelling of an IPv6 address (lower case, no leading zeros, the longest run of
 * zeros as "::", a dotted IPv4 tail as two hex groups), without any zone; undefined if not IPv6.
 */
function canonicalIpv6(v: string): string | undefined {
  const address = v.split('%')[0]!;
  return net.isIPv6(address) ? new URL(`http://[${address}]`).hostname.slice(1, -1) : undefined;
}

/** An IPv4-mapped address (::ffff:0:0/96) as the IPv4 address it is. */
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

export function clientNetwork(ip: string, ipv6Prefix: 64 | 48 = 64): string {
  const v = withoutPort(ip.trim()).toLowerCase();
  const v6 = canonicalIpv6(v);
  if (v6 !== undefined) {
    const mapped = MAPPED_IPV4.exec(v6);
    if (mapped) {
      const [high, low] = [Number.parseInt(mapped[1]!, 16), Number.parseInt(mapped[2]!, 16)];
      return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
    }
    const groups = expandIpv6(v6);
    if (groups)
      return `${groups
        .slice(0, ipv6Prefix / 16)
        .map((g) => Number.parseInt(g, 16).toString(16))
        .join(':')}::/${ipv6Prefix}`;
  }
  return v;
}
