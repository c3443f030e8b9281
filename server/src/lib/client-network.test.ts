import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

// One client, however its address is spelled: an IPv6 address has many spellings, and a proxy
// or a dual-stack listener may write an IPv4 client inside one. Each spelling read apart was a
// fresh budget for every limit; a spelling read as the wrong network shared one with strangers.
describe('clientNetwork reads every spelling of one address as one client', () => {
  it('takes an IPv4 address written inside an IPv6 one, in any spelling, as that IPv4 address', () => {
    for (const spelling of [
      '::ffff:198.51.100.30',
      '::FFFF:C633:641E',
      '::ffff:c633:641e',
      '0:0:0:0:0:ffff:198.51.100.30',
      '0000:0000:0000:0000:0000:ffff:c633:641e',
      '[::ffff:c633:641e]:443',
    ])
      expect(clientNetwork(spelling), spelling).toBe('198.51.100.30');
  });

  it('keeps IPv4 clients written in hex apart, instead of putting them all in one /64', () => {
    expect(clientNetwork('::ffff:c633:641e')).not.toBe(clientNetwork('::ffff:c633:641f'));
    expect(clientNetwork('::ffff:c633:641f', 48)).toBe('198.51.100.31');
  });

  it('groups an address with a dotted tail into its /64 and /48 like any other', () => {
    expect(clientNetwork('2001:db8:1:2:3:4:198.51.100.30')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:3:5:198.51.100.31')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2:3:5:198.51.100.31', 48)).toBe('2001:db8:1::/48');
  });

  it('still reads the plain, padded, zoned and bracketed spellings it read before', () => {
    expect(clientNetwork('2001:0DB8:0001:0002::0001')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8:1:2::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('[2001:db8:1:2::9%25eth0]:443')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
