import net from 'node:net';

// Who "one client" is for every counter (the route rate limits, the distinct-records limit, the
// sign-in throttle): the address Fastify sees (behind a proxy, the one TRUST_PROXY lets it
// read). An IPv6 client is its /64: anyone holds a whole /64, and counting each of its
// addresses apart would let one person walk around the limit. Counters never keep this; they
// keep its keyed hash (client-key.ts). Some proxies write the client's port too
// ("203.0.113.9:51234", "[2001:db8::1]:443"); each connection has a port of its own, so it is
// dropped (ADR 0276).

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

export function clientNetwork(ip: string, ipv6Prefix: 64 | 48 = 64): string {
  const v = withoutPort(ip.trim()).toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) return mapped[1]!;
  if (net.isIPv6(v)) {
    const groups = expandIpv6(v.split('%')[0]!);
    if (groups)
      return `${groups
        .slice(0, ipv6Prefix / 16)
        .map((g) => Number.parseInt(g, 16).toString(16))
        .join(':')}::/${ipv6Prefix}`;
  }
  return v;
}
