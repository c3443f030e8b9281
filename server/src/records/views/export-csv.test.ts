import { describe, expect, it } from 'vitest';
import { csvCell } from './export-csv.ts';

describe('csvCell', () => {
  it('guards a cell, then quotes one that holds a separator, so no second cell starts with a sign', () => {
    expect(csvCell('\uFE66A1;\uFE66A2')).toBe(`"'\uFE66A1;\uFE66A2"`);
    expect(csvCell('\n=1+1')).toBe(`"'\n=1+1"`);
    expect(csvCell('Ann "The" Lee')).toBe('"Ann ""The"" Lee"');
    expect(csvCell(null)).toBe('');
  });
});
