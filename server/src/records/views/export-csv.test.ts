import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseCell } from './export-csv.ts';

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

describe('neutraliseCell', () => {
  it.each(SIGNS)('prefixes a cell that starts with %j (%s), changing nothing else', (sign) => {
    const value = `${sign}HYPERLINK("http://evil.example")`;
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });

  it.each(IN_FRONT)('prefixes a formula behind %j (%s)', (space) => {
    for (const [sign] of SIGNS) {
      const value = `${space}${space}${sign}1+1`;
      expect(neutraliseCell(value), JSON.stringify(value)).toBe(`'${value}`);
    }
  });

  it('leaves text that starts with no formula sign as it is', () => {
    for (const value of ['Maria Delgado', ' Ann', '\u00A0Ann', "'=1+1", 'O\u2019Brien', '555-0100', '', 'a=b'])
      expect(neutraliseCell(value)).toBe(value);
  });

  it('keeps the value whole: removing the one apostrophe gives back every character', () => {
    for (const [sign] of SIGNS)
      for (const [space] of IN_FRONT) {
        const value = `${space}${sign}x`;
        const cell = neutraliseCell(value);
        expect(cell.slice(1)).toBe(value);
      }
  });
});

describe('csvCell', () => {
  it('quotes a prefixed cell that holds a separator, so no second cell starts with a sign', () => {
    expect(csvCell('\uFE66A1;\uFE66A2')).toBe(`"'\uFE66A1;\uFE66A2"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
  });
});
