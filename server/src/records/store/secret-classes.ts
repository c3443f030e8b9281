// Which kinds of data a record's encrypted secret holds, kept beside it in the clear (ADR 0191):
// the exposure scans report a licence or a card as a kind, never its value, and a domain scan
// counts them over every record of a domain, which decrypting each one would make cost a
// thousand times more. The import writes the column; records stored before it are read from
// their secret (and filled in by secret-classes-fill.ts).

import type { FieldCipher } from '../../lib/field-cipher.ts';
import type { RecordSecret } from './record-codec.ts';

/** The secret's fields that are data classes of the scans (core DATA_CLASSES), in that order. */
export const SECRET_CLASSES = [
  'ssn',
  'card',
  'driverLicense',
  'dob',
  'nationalId',
  // A password or security answer, and bank details (ADR 0306): the scan names them from these.
  'password',
  'securityAnswer',
  'bankAccount',
  'bankRouting',
] as const;
export type SecretClass = (typeof SECRET_CLASSES)[number];

/**
 * One letter per class in the stored text ("sd": SSN and date of birth; "": none). Letters, not
 * the names: every record carries the column, and at ten million records the JSON of names
 * ('["ssn","dob"]') would be some 100 MB more heap for the same facts.
 */
export const SECRET_CLASS_LETTERS: Record<SecretClass, string> = {
  ssn: 's',
  card: 'c',
  driverLicense: 'l',
  dob: 'd',
  nationalId: 'g',
  password: 'p',
  securityAnswer: 'q',
  bankAccount: 'b',
  bankRouting: 'r',
};

// One stored text per combination (512), made once: the import asks for one per row.
const STORED: string[] = Array.from({ length: 1 << SECRET_CLASSES.length }, (_, mask) =>
  SECRET_CLASSES.filter((_c, i) => mask & (1 << i))
    .map((c) => SECRET_CLASS_LETTERS[c])
    .join(''),
);

/** The stored text of a secret's classes: the letters of the fields that hold a value. */
export function storedSecretClasses(secret: Pick<RecordSecret, SecretClass>): string {
  let mask = 0;
  for (let i = 0; i < SECRET_CLASSES.length; i++) if (secret[SECRET_CLASSES[i]!]) mask |= 1 << i;
  return STORED[mask]!;
}

/** A SQL LIKE pattern that matches a stored text holding `c`. */
export function secretClassPattern(c: SecretClass): string {
  return `%${SECRET_CLASS_LETTERS[c]}%`;
}

/**
 * A record's secret classes: the stored column, or, for a record stored before it, read from the
 * secret itself. Without a cipher, or with a secret this key cannot open, none (the plain columns
 * still say what they say).
 */
export function secretClassesOf(row: { secret_classes: string | null; secret: string }, cipher: FieldCipher | undefined): SecretClass[] {
  const stored = row.secret_classes;
  if (stored !== null) return SECRET_CLASSES.filter((c) => stored.includes(SECRET_CLASS_LETTERS[c]));
  if (!cipher) return [];
  try {
    const secret = cipher.decryptJson<RecordSecret>(row.secret);
    return SECRET_CLASSES.filter((c) => secret[c]);
  } catch {
    return [];
  }
}
