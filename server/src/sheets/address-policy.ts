import net from 'node:net';

// Which resolved addresses a server-side fetch may connect to (decisions.md §7). Anything that
// reaches inside our network (loopback, private, link-local incl. cloud metadata, CGNAT,
// multicast, unspecified, IPv4-mapped forms of those) is refused.

function ipv4ToInt(ip: string): number {
  return ip.split('.').reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

const V4_BLOCKS: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function inV4Block(ip: string, [base, bits]: [string, number]): boolean {
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (ipv4ToInt(ip) & mask) === (ipv4ToInt(base) & mask);
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted quad and a zone id allowed). */
export function ipv6Groups(ip: string): number[] | undefined {
  const bare = ip
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  if (!net.isIPv6(bare)) return undefined;
  let text = bare;
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (quad) {
    const v4 = ipv4ToInt(quad[1]!);
    text = `${text.slice(0, quad.index)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', tail = ''] = text.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = text.includes('::') ? Array<string>(8 - h.length - t.length).fill('0') : [];
  const groups = [...h, ...fill, ...t].map((p) => parseInt(p || '0', 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

const v4From = (high: number, low: number) => [high >>> 8, high & 0xff, low >>> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 form carries and would reach, whatever way it is written:
 * IPv4-mapped (::ffff:a.b.c.d, also written ::ffff:7f00:1 as the URL parser does),
 * IPv4-translated (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96 and the
 * local-use 64:ff9b:1::/48) and 6to4 (2002:AABB:CCDD::). Undefined for a plain IPv6 address.
 */
export function embeddedIpv4(ip: string): string | undefined {
  const g = ipv6Groups(ip);
  if (!g) return undefined;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4From(g[6]!, g[7]!);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4From(g[6]!, g[7]!);
  // ::a.b.c.d, but not :: and ::1 (those are IPv6's own unspecified and loopback addresses).
  if (zeros(0, 6) && (g[6] !== 0 || g[7]! > 1)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x64 && g[1] === 0xff9b && (zeros(2, 6) || g[2] === 1)) return v4From(g[6]!, g[7]!);
  if (g[0] === 0x2002) return v4From(g[1]!, g[2]!);
  return undefined;
}

/** An address as the policy sees it: IPv4 itself, or the IPv4 address an IPv6 form carries. */
function asIpv4(ip: string): string | undefined {
  const bare = ip.replace(/^\[|\]$/g, '');
  return net.isIPv4(bare) ? bare : embeddedIpv4(bare);
}

export function isLoopbackAddress(ip: string): boolean {
  const v4 = asIpv4(ip);
  if (v4) return inV4Block(v4, ['127.0.0.0', 8]);
  const g = ipv6Groups(ip);
  return !!g && g.slice(0, 7).every((x) => x === 0) && g[7] === 1;
}

/** True when the address is not on the public internet (every IPv4-in-IPv6 form normalised first). */
export function isNonPublicAddress(ip: string): boolean {
  const v4 = asIpv4(ip);
  if (v4) return V4_BLOCKS.some((block) => inV4Block(v4, block));
  const n = ipv6Groups(ip);
  if (!n) return true;
  const first = n[0]!;
  if (n.every((p) => p === 0)) return true; // ::
  if (n.slice(0, 7).every((p) => p === 0) && n[7] === 1) return true; // ::1
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated, still routed inside)
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && n[1] === 0x0db8) return true; // documentation
  if (first === 0x2001 && n[1] === 0) return true; // Teredo: tunnels to an address we cannot see
  if (first === 0x0100 && n.slice(1, 4).every((p) => p === 0)) return true; // 100::/64 discard
  return false;
}
