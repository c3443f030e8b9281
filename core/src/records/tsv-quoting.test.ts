import { describe, expect, it } from 'vitest';
import { tsvQuotes } from './tsv-quoting.ts';

describe('tsvQuotes (ADR 0215)', () => {
  it('tells a text that does not quote by a bare quote in its start', () => {
    expect(tsvQuotes('Name\tItem\nAda\t5" Monitor\n', '\n', true)).toBe(false);
    expect(tsvQuotes('Name\tItem\nPat O"Brien\tx\n', '\n', true)).toBe(false);
    expect(tsvQuotes('Name\tItem\nAda\t"Big" Jim\n', '\n', true)).toBe(false);
    expect(tsvQuotes('Name\tItem\nAda\t" Monitor\n', '\n', true)).toBe(false);
  });

  it('tells a text that quotes as Excel does', () => {
    expect(tsvQuotes('Name\tItem\nAda\t"a\tb"\nBo\t"say ""hi"""\n', '\n', true)).toBe(true);
    expect(tsvQuotes('Name\tItem\r"Ada"\t"line1\rline2"\r', '\r', true)).toBe(true);
    // A plain text with no quote at all: quoting or not reads it the same.
    expect(tsvQuotes('Name\tItem\nAda\tx\n', '\n', true)).toBe(true);
  });

  it('takes a quoted field still open where an unfinished start ends as no evidence', () => {
    expect(tsvQuotes('Name\tItem\nAda\t"line1\nline', '\n', false)).toBe(true);
    expect(tsvQuotes('Name\tItem\nAda\t"line1\nline', '\n', true)).toBe(false);
  });
});
