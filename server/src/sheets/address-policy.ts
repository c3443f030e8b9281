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

export function isLoopbackAddress(ip: string): boolean {
  const v4 = mappedV4(ip) ?? (net.isIPv4(ip) ? ip : undefined);
  if (v4) return inV4Block(v4, ['127.0.0.0', 8]);
  return normaliseV6(ip) === '0:0:0:0:0:0:0:1';
}

function mappedV4(ip: string): string | undefined {
  const m = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return m ? m[1] : undefined;
}

function normaliseV6(ip: string): string {
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const fill = ip.includes('::') ? Array(8 - h.length - t.length).fill('0') : [];
  return [...h, ...fill, ...t].map((p) => String(parseInt(p || '0', 16))).join(':');
}

/** True when the address is not on the public internet. */
export function isNonPublicAddress(ip: string): boolean {
  const v4 = mappedV4(ip) ?? (net.isIPv4(ip) ? ip : undefined);
  if (v4) return V4_BLOCKS.some((block) => inV4Block(v4, block));
  if (!net.isIPv6(ip)) return true;
  const n = normaliseV6(ip)
    .split(':')
    .map((p) => parseInt(p, 10));
  const first = n[0] ?? 0;
  if (n.every((p) => p === 0)) return true; // ::
  if (n.slice(0, 7).every((p) => p === 0) && n[7] === 1) return true; // ::1
  if ((first & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((first & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((first & 0xff00) === 0xff00) return true; // multicast
  if (first === 0x2001 && n[1] === 0x0db8) return true; // documentation
  if (first === 0x64 && n[1] === 0xff9b) return true; // NAT64 can reach private v4
  return false;
}
