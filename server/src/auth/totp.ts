import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Time-based one-time passwords (RFC 6238) through the otpauth library: 6 digits, 30-second
// steps, SHA-1 (what every authenticator app supports), a 160-bit secret. One step either side
// is accepted for clock drift; the caller makes each step usable once.

const PERIOD_SECONDS = 30;
const DIGITS = 6;
/** Steps either side of now that are accepted (phone clocks drift). */
const DRIFT_STEPS = 1;

export const RECOVERY_CODE_COUNT = 10;
// Crockford-style base32 without I, L, O, U: nothing to misread when typed from paper.
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function totpFor(base32Secret: string, issuer = 'BreachWatch', label = 'admin'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD_SECONDS, secret: Secret.fromBase32(base32Secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(base32Secret: string, issuer: string, label: string): string {
  return totpFor(base32Secret, issuer, label).toString();
}

export async function totpQrCode(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 232 });
}

export function isTotpCodeShape(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The time step of a valid code (for single use), or undefined. */
export function verifyTotp(base32Secret: string, code: string, now = Date.now()): number | undefined {
  if (!isTotpCodeShape(code)) return undefined;
  const delta = totpFor(base32Secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The current code: for tests, and nowhere else. */
export function currentTotp(base32Secret: string, now = Date.now()): string {
  return totpFor(base32Secret).generate({ timestamp: now });
}

/** 80 random bits as XXXX-XXXX-XXXX-XXXX: too many to guess, so a plain hash is enough at rest. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (let i = 0; i < 16; i++) out += RECOVERY_ALPHABET[bytes[i]! & 31];
  return out.match(/.{4}/g)!.join('-');
}

/** Upper-cased, dashes and spaces removed, look-alikes mapped: how a code is typed does not matter. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export function isRecoveryCodeShape(code: string): boolean {
  return new RegExp(`^[${RECOVERY_ALPHABET}]{16}$`).test(normaliseRecoveryCode(code));
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normaliseRecoveryCode(code)}`)
    .digest('hex');
}
