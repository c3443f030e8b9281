import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TsvParser } from './tsv-parser.ts';

/** A small deterministic generator, so a failure names its seed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A tab-separated text as Excel writes it: a value with a tab, a line break or a quote is quoted, its quotes doubled. */
function quotingTsv(seed: number, newline: '\n' | '\r\n' | '\r'): string {
  const next = random(seed);
  const chars = ['a', 'b', ' ', '\t', '\n', '\r', '"', 'é'];
  const rows: string[] = [];
  const rowCount = 1 + Math.floor(next() * 6);
  for (let r = 0; r < rowCount; r++) {
    const fields: string[] = [];
    for (let f = 0; f < 3; f++) {
      let v = '';
      const len = Math.floor(next() * 6);
      for (let k = 0; k < len; k++) v += chars[Math.floor(next() * chars.length)];
      fields.push(/[\t\n\r"]/.test(v) || next() < 0.2 ? `"${v.replace(/"/g, '""')}"` : v);
    }
    rows.push(fields.join('\t'));
  }
  return rows.join(newline) + (next() < 0.5 ? newline : '');
}

const papa = (newline: '\n' | '\r') => new Papa.Parser({ delimiter: '\t', newline, quoteChar: '"', escapeChar: '"' });

describe('TsvParser (ADR 0215)', () => {
  it('reads a quoting TSV as Papa Parse does, whole and in every cut', () => {
    for (let seed = 1; seed <= 400; seed++) {
      for (const nl of ['\n', '\r\n', '\r'] as const) {
        const newline = nl === '\r' ? '\r' : '\n';
        const text = quotingTsv(seed, nl);
        const expected = papa(newline).parse(text, 0, false) as Papa.ParseResult<string[]>;
        expect(new TsvParser(newline).parse(text, 0, false).data, `seed ${seed}`).toEqual(expected.data);
        // Cut anywhere, the unfinished row parsed again with the rest, as the row reader does.
        for (let cut = 0; cut <= text.length; cut++) {
          const head = new TsvParser(newline).parse(text.slice(0, cut), 0, true);
          const rest = new TsvParser(newline).parse(text.slice(head.meta.cursor), 0, false);
          const papaHead = papa(newline).parse(text.slice(0, cut), 0, true) as Papa.ParseResult<string[]>;
          const papaRest = papa(newline).parse(text.slice(papaHead.meta.cursor), 0, false) as Papa.ParseResult<string[]>;
          expect([...head.data, ...rest.data], `seed ${seed} cut ${cut}`).toEqual([...papaHead.data, ...papaRest.data]);
        }
      }
    }
  });

  it('reads bare quotes as written, wherever they stand, in a text that does not quote', () => {
    const text = 'Name\tItem\nPat O"Brien\t5" Monitor\n"Big" Jim\t" Monitor\n""quoted"" text\t12"\n"a""b" c\tx\n';
    expect(TsvParser.quotes(text, '\n', true)).toBe(false);
    expect(new TsvParser('\n', false).parse(text, 0, false).data).toEqual([
      ['Name', 'Item'],
      ['Pat O"Brien', '5" Monitor'],
      ['"Big" Jim', '" Monitor'],
      ['""quoted"" text', '12"'],
      ['"a""b" c', 'x'],
      [''],
    ]);
  });

  it('tells a text that does not quote by a bare quote in its start', () => {
    expect(TsvParser.quotes('Name\tItem\nAda\t5" Monitor\n', '\n', true)).toBe(false);
    expect(TsvParser.quotes('Name\tItem\nAda\t"Big" Jim\n', '\n', true)).toBe(false);
    expect(TsvParser.quotes('Name\tItem\nAda\t"a\tb"\nBo\t"say ""hi"""\n', '\n', true)).toBe(true);
    // A quoted field still open where the start ends is no evidence: it may close further on.
    expect(TsvParser.quotes('Name\tItem\nAda\t"line1\nline', '\n', false)).toBe(true);
    expect(TsvParser.quotes('Name\tItem\nAda\t"line1\nline', '\n', true)).toBe(false);
  });

  it('reads a field that only starts with a quote as written in a text that quotes', () => {
    expect(new TsvParser('\n').parse('"Big" Jim\t"a\tb"\n', 0, false).data).toEqual([['"Big" Jim', 'a\tb'], ['']]);
  });

  it('reads quoted fields holding a tab, a line break and doubled quotes', () => {
    const text = 'Name\tNote\n"Ada"\t"a\tb"\n"Bo"\t"line1\nline2"\n"Cy"\t"say ""hi"""\n';
    expect(TsvParser.quotes(text, '\n', true)).toBe(true);
    expect(new TsvParser('\n').parse(text, 0, false).data).toEqual([
      ['Name', 'Note'],
      ['Ada', 'a\tb'],
      ['Bo', 'line1\nline2'],
      ['Cy', 'say "hi"'],
      [''],
    ]);
  });

  it('holds a row whose opening quote is not yet closed until the text ends, then reads it as written', () => {
    const head = new TsvParser('\n').parse('A\tB\n"x\ty', 0, true);
    expect(head).toMatchObject({ data: [['A', 'B']], meta: { cursor: 4 } });
    expect(new TsvParser('\n').parse('"x\ty\n', 0, false).data).toEqual([['"x', 'y'], ['']]);
  });
});
