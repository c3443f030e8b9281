// The key a breach alert is matched on: the keyed hash (HMAC, FieldCipher.fingerprint) of the
// address's inbox identity (core inboxIdentity: lower-cased, "+tag" dropped, Gmail dots and
// googlemail.com folded), so "J.Doe+shop@googlemail.com" in a leak alerts "jdoe@gmail.com".
// The import computes it for every address it prepares; a subscription stores only it and the
// encrypted address.

import { inboxIdentity } from '@breachwatch/core/scan/email-variants';
import type { FieldCipher } from '../lib/field-cipher.ts';

export function alertKeyOf(cipher: Pick<FieldCipher, 'fingerprint'>, email: string): string | undefined {
  const identity = inboxIdentity(email);
  return identity === undefined ? undefined : cipher.fingerprint(`alert-inbox ${identity}`);
}

/** The distinct alert keys of a record's addresses. */
export function alertKeysOf(cipher: Pick<FieldCipher, 'fingerprint'>, emails: readonly string[]): string[] {
  if (emails.length === 0) return [];
  const keys = new Set<string>();
  for (const email of emails) {
    const key = alertKeyOf(cipher, email);
    if (key) keys.add(key);
  }
  return [...keys];
}
