import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isNonPublicAddress } from './address-policy.ts';

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
