import { describe, expect, it } from 'vitest';
import { currentTotp, hashRecoveryCode, isRecoveryCodeShape, newRecoveryCode, newTotpSecret, totpUri, verifyTotp } from './totp.ts';

describe('TOTP', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 26, 12, 0, 15);

  it('accepts the current code and one step of drift either side, with its time step', () => {
    const step = Math.floor(now / 30_000);
    expect(verifyTotp(secret, currentTotp(secret, now), now)).toBe(step);
    expect(verifyTotp(secret, currentTotp(secret, now - 30_000), now)).toBe(step - 1);
    expect(verifyTotp(secret, currentTotp(secret, now + 30_000), now)).toBe(step + 1);
  });

  it('refuses codes from further away, other secrets and malformed input', () => {
    expect(verifyTotp(secret, currentTotp(secret, now - 90_000), now)).toBeUndefined();
    expect(verifyTotp(newTotpSecret(), currentTotp(secret, now), now)).toBeUndefined();
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 123456']) expect(verifyTotp(secret, bad, now)).toBeUndefined();
  });

  it('writes an otpauth URI an authenticator app reads', () => {
    const uri = new URL(totpUri(secret, 'BreachWatch', 'ops@example.org'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('BreachWatch');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});

describe('recovery codes', () => {
  it('are 16 unambiguous characters in groups, different each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newRecoveryCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('hash the same however they are typed', () => {
    const code = newRecoveryCode();
    expect(hashRecoveryCode(code.toLowerCase().replace(/-/g, ' '))).toBe(hashRecoveryCode(code));
    expect(isRecoveryCodeShape(code.toLowerCase())).toBe(true);
    expect(isRecoveryCodeShape('not-a-code')).toBe(false);
  });
});
