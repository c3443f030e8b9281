import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isLoopbackAddress, isNonPublicAddress } from './address-policy.ts';

describe('isNonPublicAddress', () => {
  it('refuses loopback, private, link-local and other internal ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::5',
      'fc12::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isNonPublicAddress(ip), ip).toBe(true);
    }
  });

  it('allows public addresses', () => {
    for (const ip of ['142.250.74.110', '8.8.8.8', '172.32.0.1', '2607:f8b0:4004:800::200e']) {
      expect(isNonPublicAddress(ip), ip).toBe(false);
    }
  });

  it('recognises loopback separately (the only range a test may open up)', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('10.0.0.1')).toBe(false);
  });
});

describe('IPv4 inside IPv6, in every form it can be written', () => {
  // Each of these reaches 127.0.0.1 (or 10.0.0.1, 169.254.169.254): all must be refused, and
  // recognised as loopback only where they really are loopback.
  const forms: Array<[string, string]> = [
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['::FFFF:7F00:0001', '127.0.0.1'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    ['0000:0000:0000:0000:0000:ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:0:127.0.0.1', '127.0.0.1'],
    ['::ffff:0:7f00:1', '127.0.0.1'],
    ['::127.0.0.1', '127.0.0.1'],
    ['::7f00:1', '127.0.0.1'],
    ['64:ff9b::7f00:1', '127.0.0.1'],
    ['64:ff9b:1::7f00:1', '127.0.0.1'],
    ['2002:7f00:1::', '127.0.0.1'],
    ['::ffff:a00:1', '10.0.0.1'],
    ['::ffff:169.254.169.254', '169.254.169.254'],
    ['::a9fe:a9fe', '169.254.169.254'],
    ['[::ffff:7f00:1]', '127.0.0.1'],
  ];
  for (const [form, v4] of forms) {
    it(`${form} is ${v4}`, () => {
      expect(embeddedIpv4(form.replace(/^\[|\]$/g, ''))).toBe(v4);
      expect(isNonPublicAddress(form)).toBe(true);
      expect(isLoopbackAddress(form)).toBe(v4.startsWith('127.'));
    });
  }

  it('lets a public IPv4 address through its mapped form, and plain IPv6 stays IPv6', () => {
    expect(isNonPublicAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isNonPublicAddress('::ffff:808:808')).toBe(false);
    expect(embeddedIpv4('2607:f8b0:4004:800::200e')).toBeUndefined();
    expect(embeddedIpv4('::1')).toBeUndefined();
    expect(embeddedIpv4('::')).toBeUndefined();
  });

  it('refuses Teredo, site-local and discard-only ranges', () => {
    for (const ip of ['2001::1', 'fec0::1', '100::1']) expect(isNonPublicAddress(ip), ip).toBe(true);
  });
});
