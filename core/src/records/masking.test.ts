import { describe, it, expect } from 'vitest';
import {
  EMAIL_SHORT_LOCAL_MAX,
  formatDateUs,
  maskDriverLicense,
  maskEmail,
  maskPhone,
  maskPhoneShort,
  maskSsn,
  maskStreet,
} from './masking.ts';

describe('maskSsn', () => {
  it('shows "***-**-" plus the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('6789')).toBe('***-**-6789');
  });
  it('needs 4 digits', () => {
    expect(maskSsn('789')).toBeUndefined();
    expect(maskSsn('n/a')).toBeUndefined();
    expect(maskSsn(undefined)).toBeUndefined();
  });
});

describe('maskEmail', () => {
  it('uses the 5-character threshold of spec §9', () => {
    expect(EMAIL_SHORT_LOCAL_MAX).toBe(5);
  });
  it('local part of 5 chars or fewer: 1 char + 2 dots + last char', () => {
    expect(maskEmail('alice@example.com')).toBe('a..e@example.com');
    expect(maskEmail('jo@example.com')).toBe('j..o@example.com');
    expect(maskEmail('x@example.com')).toBe('x..x@example.com');
  });
  it('longer local part: first 3 + 3 dots + last 2', () => {
    expect(maskEmail('johnathan@example.com')).toBe('joh...an@example.com');
    expect(maskEmail('abcdef@mail.co.uk')).toBe('abc...ef@mail.co.uk');
  });
  it('counts and keeps characters whole, in every script', () => {
    expect(maskEmail('ольга@пример.рф')).toBe('о..а@пример.рф');
    expect(maskEmail('𝒶𝒷𝒸𝒹𝒺𝒻@example.com')).toBe('𝒶𝒷𝒸...𝒺𝒻@example.com');
    expect(maskEmail('𝒶𝒷@example.com')).toBe('𝒶..𝒷@example.com');
  });
  it('refuses values that are not emails', () => {
    expect(maskEmail('no-at-sign')).toBeUndefined();
    expect(maskEmail('@example.com')).toBeUndefined();
    expect(maskEmail('a@')).toBeUndefined();
  });
});

// Our reading of spec §3 "the leading country digits, then the first 3 digits in parentheses,
// masked middle digits and the last 3": a North American number's 4 middle digits are masked in
// the familiar ***-* shape; another country's code is read from libphonenumber's table (ADR
// 0188), and its national number keeps at least 4 digits unknown.
describe('maskPhone', () => {
  it('with a country code', () => {
    expect(maskPhone('+1 (555) 123-4567')).toBe('+1 (555) ***-*567');
    expect(maskPhone('15551234567')).toBe('+1 (555) ***-*567');
    expect(maskPhone('0015551234567')).toBe('+1 (555) ***-*567');
  });
  it("another country's code whole, written with + or 00, or only by its length", () => {
    // Read as a North American number these were "+44 (207) ***-*958" and "+4 (930) ***-*567".
    expect(maskPhone('+44 20 7946 0958')).toBe('+44 (207) ****958');
    expect(maskPhone('+44 (0)20 7946 0958')).toBe('+44 (207) ****958');
    expect(maskPhone('+49 30 1234567')).toBe('+49 (30) ****567');
    expect(maskPhone('00971 50 123 4567')).toBe('+971 (50) ****567');
    expect(maskPhone('971501234567')).toBe('+971 (50) ****567');
    expect(maskPhone('+353 1 234 5678')).toBe('+353 (1) ****678');
  });
  it('a number no country code fits shows no country', () => {
    expect(maskPhone('+999 123 456 789')).toBe('(999) ******789');
    expect(maskPhone('12345678901234')).toBe('(123) ********234');
  });
  it('leaves an extension out', () => {
    expect(maskPhone('555-123-4567 x12')).toBe('(555) ***-*567');
  });
  it('without a country code', () => {
    expect(maskPhone('555-123-4567')).toBe('(555) ***-*567');
    expect(maskPhone('5551234567')).toBe('(555) ***-*567');
  });
  it('short numbers keep only the last 3 digits', () => {
    expect(maskPhone('555-1234')).toBe('****234');
  });
  it('refuses values with fewer than 7 digits', () => {
    expect(maskPhone('12345')).toBeUndefined();
    expect(maskPhone('')).toBeUndefined();
  });
  it('never reveals the middle digits', () => {
    expect(maskPhone('+1 555 987 6543')).not.toMatch(/987/);
  });
  it('leaves at least four digits of any number unknown', () => {
    for (const phone of [
      '+1 555 987 6543',
      '+44 20 7946 0958',
      '+49 30 1234567',
      '+33 1 23 45 67 89',
      '+971 50 123 4567',
      '+86 138 0013 8000',
      '555-1234',
      '+354 412 3456',
    ]) {
      const masked = maskPhone(phone)!;
      expect((masked.match(/\*/g) ?? []).length, masked).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('maskPhoneShort (area code and last 3)', () => {
  it('drops the country code', () => {
    expect(maskPhoneShort('+1 (555) 123-4567')).toBe('(555) ***-*567');
    expect(maskPhoneShort('555.123.4567')).toBe('(555) ***-*567');
    expect(maskPhoneShort('abc')).toBeUndefined();
  });
});

describe('maskDriverLicense', () => {
  it('shows a long licence as the spec does: first 2 and last 5', () => {
    expect(maskDriverLicense('S530-4600-1234-567')).toBe('S5********34567');
    expect(maskDriverLicense('D12345678901234')).toBe('D1********01234');
  });
  it('never shows half of a shorter licence, keeping only its last characters', () => {
    // An 8-character licence showed 7 of its characters under the spec's rule.
    expect(maskDriverLicense('A1234567')).toBe('*****567');
    expect(maskDriverLicense('D41259876543')).toBe('*******76543');
    expect(maskDriverLicense('S530-4600-1234-56')).toBe('********123456');
    expect(maskDriverLicense('D1234567890')).toBe('******67890');
    expect(maskDriverLicense('1234567')).toBe('****567');
    expect(maskDriverLicense('123')).toBe('**3');
    expect(maskDriverLicense('12')).toBe('**');
    expect(maskDriverLicense('')).toBeUndefined();
  });
  it('always hides more than half of the characters', () => {
    for (let n = 1; n <= 30; n++) {
      const masked = maskDriverLicense('X'.repeat(n))!;
      expect(masked).toHaveLength(n);
      expect(masked.replace(/\*/g, '').length * 2).toBeLessThan(n);
    }
  });
});

describe('formatDateUs', () => {
  it('shows 8 digits or ISO as mm/dd/yyyy', () => {
    expect(formatDateUs('1985-04-12')).toBe('04/12/1985');
    expect(formatDateUs('19850412')).toBe('04/12/1985');
    expect(formatDateUs('04121985')).toBe('04/12/1985');
    expect(formatDateUs('2024-01-05T10:00:00Z')).toBe('01/05/2024');
  });
  it('is undefined for unreadable dates', () => {
    expect(formatDateUs('yesterday')).toBeUndefined();
    expect(formatDateUs(undefined)).toBeUndefined();
  });
});

describe('maskStreet (decisions.md §1: no street numbers on public routes)', () => {
  it('hides house, unit and box numbers', () => {
    expect(maskStreet('123 Main St')).toBe('*** Main St');
    expect(maskStreet('123A Main St, Apt 4B')).toBe('*** Main St, Apt ***');
    expect(maskStreet('12-14 Elm Rd')).toBe('*** Elm Rd');
    expect(maskStreet('PO Box 1234')).toBe('PO Box ***');
    expect(maskStreet('#5 Harbor Way')).toBe('*** Harbor Way');
  });
  it('keeps ordinals in street names', () => {
    expect(maskStreet('250 5th Ave.')).toBe('*** 5th Ave.');
    expect(maskStreet('1 W 42nd St')).toBe('*** W 42nd St');
  });
  it('leaves streets without numbers and rejects empty', () => {
    expect(maskStreet('Rural Route')).toBe('Rural Route');
    expect(maskStreet('  ')).toBeUndefined();
  });
  it('never lets a digit of the house number through', () => {
    expect(maskStreet('987654 Long Rd')).not.toMatch(/\d/);
  });
});
