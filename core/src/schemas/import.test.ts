import { describe, it, expect } from 'vitest';
import { fieldErrors } from './common.ts';
import { IMPORT_MAX_ROWS_PER_REQUEST, IMPORT_PREVIEW_ROWS } from './constants.ts';
import { importRequestSchema, importResponseSchema, leakSourceInputSchema } from './import.ts';

const errors = (v: unknown) => {
  const r = importRequestSchema.safeParse(v);
  return r.success ? {} : fieldErrors(r.error);
};

describe('importRequestSchema', () => {
  it('uses the limits', () => {
    expect(IMPORT_MAX_ROWS_PER_REQUEST).toBe(5000);
    expect(IMPORT_PREVIEW_ROWS).toBe(25);
  });
  it('takes columns: headers and string rows, with an optional source, kind, file name and row numbers', () => {
    expect(
      importRequestSchema.parse({
        headers: ['FirstName', 'Phone', 'Phone', '', 'Email'],
        rows: [['Ann', '555-0100', '555-0101', 'x', 'a@x.com']],
        rowNumbers: [7],
        source: { name: ' Acme breach ', url: 'https://example.com/post', dateFound: '2024-05-01' },
        kind: 'file',
        fileName: 'acme.csv',
      }),
    ).toEqual({
      headers: ['FirstName', 'Phone', 'Phone', '', 'Email'],
      rows: [['Ann', '555-0100', '555-0101', 'x', 'a@x.com']],
      rowNumbers: [7],
      source: { name: 'Acme breach', url: 'https://example.com/post', dateFound: '2024-05-01', credibility: 'medium' },
      kind: 'file',
      fileName: 'acme.csv',
    });
  });
  it('still takes the legacy body of header -> value objects, as columns', () => {
    expect(importRequestSchema.parse({ rows: [{ FirstName: 'Ann', Email: 'a@x.com' }, { Phone: '555' }] })).toEqual({
      headers: ['FirstName', 'Email', 'Phone'],
      rows: [
        ['Ann', 'a@x.com', ''],
        ['', '', '555'],
      ],
    });
  });
  it('needs 1 to 5000 rows of strings no longer than 1 MB', () => {
    expect(errors({ headers: ['a'], rows: [] })).toEqual({ rows: 'There are no rows to import.' });
    expect(errors({ rows: [] })).toMatchObject({ headers: expect.stringContaining('Send headers') });
    expect(errors({ headers: ['a'], rows: Array.from({ length: 5001 }, () => ['1']) })).toEqual({
      rows: 'Too many rows in one request (5000 at most).',
    });
    expect(importRequestSchema.safeParse({ headers: ['a'], rows: Array.from({ length: 5000 }, () => ['1']) }).success).toBe(true);
    expect(importRequestSchema.safeParse({ rows: [{ a: 1 }] }).success).toBe(false);
    expect(importRequestSchema.safeParse({ headers: ['Name'], rows: [['x'.repeat(1_000_001)]] }).success).toBe(false);
    expect(importRequestSchema.safeParse({ headers: ['a'], rows: [['1']], rowNumbers: [2, 3] }).success).toBe(false);
  });
  it('rejects unknown kinds, and batch details on a request to an open batch', () => {
    expect(importRequestSchema.safeParse({ rows: [{ a: '1' }], kind: 'email' }).success).toBe(false);
    for (const kind of ['file', 'paste', 'url', 'sheet', 'cli']) {
      expect(importRequestSchema.safeParse({ rows: [{ a: '1' }], kind }).success, kind).toBe(true);
    }
    expect(importRequestSchema.safeParse({ headers: ['a'], rows: [['1']], batchId: 'b1', kind: 'file' }).success).toBe(false);
  });
});

describe('leakSourceInputSchema (spec §3 "Leak source")', () => {
  it('defaults credibility to medium and drops blank optional fields', () => {
    expect(leakSourceInputSchema.parse({ name: 'X', url: ' ', reason: '', category: ' Forum ' })).toEqual({
      name: 'X',
      credibility: 'medium',
      category: 'Forum',
    });
  });
  it('validates name, url, date and credibility', () => {
    const r = leakSourceInputSchema.safeParse({ name: ' ', url: 'javascript:alert(1)', dateFound: '2024-02-30', credibility: 'certain' });
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toMatchObject({
      name: 'Enter the name of the leak source.',
      url: 'Source URL must start with http:// or https://.',
      dateFound: 'Date found must be a date in the form YYYY-MM-DD.',
    });
    expect(r.error!.issues.some((i) => i.path[0] === 'credibility')).toBe(true);
    expect(leakSourceInputSchema.safeParse({ name: 'X', url: 'http://example.com' }).success).toBe(true);
  });
});

describe('importResponseSchema', () => {
  it('describes the response', () => {
    const body = { ok: true, batchId: 'b1', imported: 3, duplicates: 1, skipped: [{ row: 2, reason: 'No name, email or phone' }] };
    expect(importResponseSchema.parse(body)).toEqual(body);
    expect(importResponseSchema.safeParse({ ...body, imported: -1 }).success).toBe(false);
  });
});
