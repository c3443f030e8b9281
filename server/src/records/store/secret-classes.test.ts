import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { secretClassesOf, secretClassPattern, SECRET_CLASSES, storedSecretClasses } from './secret-classes.ts';

describe('secret classes (ADR 0191)', () => {
  it('stores the kinds a secret holds as a letter each, never a value', () => {
    expect(storedSecretClasses({})).toBe('');
    expect(storedSecretClasses({ ssn: '', dob: undefined })).toBe('');
    expect(storedSecretClasses({ driverLicense: 'D41259876543' })).toBe('l');
    expect(storedSecretClasses({ dob: '1984-03-15', card: '4111111111111111', ssn: '912-34-5678', driverLicense: 'D1' })).toBe('scld');
    // Another country's identity number (ADR 0302).
    expect(storedSecretClasses({ nationalId: '12345678Z', ssn: '912-34-5678' })).toBe('sg');
    // A password, a security answer and bank details (ADR 0306).
    expect(storedSecretClasses({ ssn: '4321', password: 'x', bankAccount: '1', bankRouting: '2' })).toBe('spbr');
    expect(storedSecretClasses({ securityAnswer: 'Smith' })).toBe('q');
  });

  it('gives patterns that match only their own name', () => {
    const all = storedSecretClasses(Object.fromEntries(SECRET_CLASSES.map((c) => [c, '1'])));
    for (const c of SECRET_CLASSES) {
      const only = storedSecretClasses({ [c]: '1' });
      const like = new RegExp(`^${secretClassPattern(c).replaceAll('%', '.*')}$`);
      expect(like.test(only), c).toBe(true);
      expect(like.test(all), c).toBe(true);
      for (const other of SECRET_CLASSES.filter((o) => o !== c))
        expect(like.test(storedSecretClasses({ [other]: '1' })), `${c} in ${other}`).toBe(false);
    }
  });

  it('reads the stored column, or the secret of a record stored before it', () => {
    const cipher = createFieldCipher(randomBytes(32));
    const secret = cipher.encryptJson({ card: '4111111111111111', eid: 'E1' });
    expect(secretClassesOf({ secret_classes: 'l', secret }, cipher)).toEqual(['driverLicense']);
    expect(secretClassesOf({ secret_classes: '', secret }, cipher)).toEqual([]);
    expect(secretClassesOf({ secret_classes: null, secret }, cipher)).toEqual(['card']);
    expect(secretClassesOf({ secret_classes: null, secret }, undefined)).toEqual([]);
    expect(secretClassesOf({ secret_classes: null, secret }, createFieldCipher(randomBytes(32)))).toEqual([]);
  });
});
