import { describe, expect, it } from 'vitest';
import { hasVisibleText, readsAsWritten } from './visible-text.ts';

describe('hasVisibleText', () => {
  it('finds nothing in whitespace, format characters or blank-looking letters', () => {
    for (const blank of [
      '',
      ' \t\n',
      '\u00a0\u3000\u2028',
      '\u200b',
      '\u200b\u200c\u2060',
      '\u200d\u200e\u200f\u202e\u2066',
      '\ufeff\u00ad\u180e',
      '\u3164',
      '\u115f\u1160',
      '\uffa0',
      '\u2800',
      '\u00a0\u2800',
      '\u0301\u0308',
      '\u034f\ufe0f',
      '\u0000\u0007',
      '\u{e0041}\u{e007f}',
      '\u{1d173}',
    ]) {
      expect(hasVisibleText(blank), JSON.stringify(blank)).toBe(false);
    }
  });

  it('finds letters, digits, punctuation and emoji of any script among them', () => {
    for (const text of ['A', '\u200bA\u200b', ' 5 ', '.', 'é', 'e\u0301', '李', 'Ж', 'ㄱ', '\u1100', '한', '🙂', '\u2801']) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe('readsAsWritten', () => {
  it('refuses direction overrides and piles of combining marks', () => {
    for (const text of ['\u202Eevil', 'Ann \u2067Lee\u2069', 'x\u202Agnp.exe', 'Z' + '\u0302'.repeat(6), 'a' + '\u0336'.repeat(30)]) {
      expect(readsAsWritten(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('keeps what people write in every script, with the marks right-to-left keyboards type', () => {
    for (const text of [
      'Nguyễn Thị Minh Khai',
      'Nguye\u0302\u0303n', // Vietnamese decomposed: two marks on one letter
      'ที่น้ำ', // Thai: vowel and tone marks
      'क्षत्रिय',
      'שלום\u200F עולם',
      'مرحبا\u200E 123',
      'José Müller',
    ]) {
      expect(readsAsWritten(text), text).toBe(true);
    }
  });
});
