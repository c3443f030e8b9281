import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './formula-guard.ts';

// Each sign a spreadsheet may start a formula with: the ASCII ones OWASP lists, and the
// look-alikes a spreadsheet or an input method may fold into them.
const SIGNS: [string, string][] = [
  ['=', 'equals'],
  ['+', 'plus'],
  ['-', 'minus'],
  ['@', 'at'],
  ['\t', 'tab'],
  ['\r', 'carriage return'],
  ['\n', 'line feed'],
  ['\u0000', 'null'],
  ['\uFF1D', 'full-width equals'],
  ['\uFF0B', 'full-width plus'],
  ['\uFF0D', 'full-width minus'],
  ['\uFF20', 'full-width at'],
  ['\uFE66', 'small equals'],
  ['\uFE62', 'small plus'],
  ['\uFE63', 'small minus'],
  ['\uFE6B', 'small at'],
];

// What may stand in front of a sign and be dropped or trimmed before the cell is read.
const IN_FRONT: [string, string][] = [
  [' ', 'space'],
  ['\u00A0', 'no-break space'],
  ['\u3000', 'ideographic space'],
  ['\u200B', 'zero-width space'],
  ['\u200E', 'left-to-right mark'],
  ['\u2060', 'word joiner'],
  ['\uFEFF', 'byte-order mark'],
  ['\u00AD', 'soft hyphen'],
  ['\u034F', 'combining grapheme joiner'],
  ['\u3164', 'Hangul filler'],
  ['\uFFA0', 'half-width Hangul filler'],
  ['\uFE0F', 'variation selector'],
];

describe('guardFormula', () => {
  it.each(SIGNS)('prefixes a cell that starts with %j (%s), changing nothing else', (sign) => {
    const value = `${sign}HYPERLINK("http://evil.example")`;
    expect(guardFormula(value)).toBe(`'${value}`);
  });

  it.each(IN_FRONT)('prefixes a formula behind %j (%s)', (space) => {
    for (const [sign] of SIGNS) {
      const value = `${space}${space}${sign}1+1`;
      expect(guardFormula(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it('leaves text that starts with no formula sign as it is', () => {
    for (const value of ['Maria Delgado', ' Ann', '\u00A0Ann', "'Big' Jim", "'07102", 'O\u2019Brien', '555-0100', '', 'a=b'])
      expect(guardFormula(value)).toBe(value);
  });

  it('prefixes a cell whose own apostrophes stand before a sign, so the guard read back leaves them', () => {
    expect(guardFormula("'=1+1")).toBe("''=1+1");
    expect(guardFormula("''\uFE62x")).toBe("'''\uFE62x");
  });

  it('keeps the value whole: removing the one apostrophe gives back every character', () => {
    for (const [sign] of SIGNS)
      for (const [space] of IN_FRONT) {
        const value = `${space}${sign}x`;
        const cell = guardFormula(value);
        expect(cell.slice(1)).toBe(value);
      }
  });
});

describe('unguardFormula', () => {
  it('takes off the apostrophe the guard added, and only that one', () => {
    const values = ["'Big' Jim", "'07102", 'Ann', '', "'", "''", "'=x", "''=x", ' =x', '=x', '+1 555 0100'];
    for (const [sign] of SIGNS) for (const [space] of IN_FRONT) values.push(`${space}${sign}x`, `'${space}${sign}x`);
    for (const value of values) expect(unguardFormula(guardFormula(value)), JSON.stringify(value)).toBe(value);
  });

  it('leaves a cell the guard did not write as it is', () => {
    for (const value of ["'Big' Jim", "'07102", 'Ann', "'", '=x']) expect(unguardFormula(value)).toBe(value);
  });
});
