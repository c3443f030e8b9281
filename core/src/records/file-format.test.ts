import { describe, expect, it } from 'vitest';
import { otherFormatOfBytes } from './file-format.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const raw = (...values: number[]) => new Uint8Array(values);

describe('otherFormatOfBytes: what a file refused by its name is', () => {
  it('names workbooks, archives and documents by their first bytes', () => {
    expect(otherFormatOfBytes(raw(0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00))).toBe('zip');
    expect(otherFormatOfBytes(raw(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('ole');
    expect(otherFormatOfBytes(raw(0x1f, 0x8b, 0x08, 0x00))).toBe('gzip');
    expect(otherFormatOfBytes(bytes('%PDF-1.7\n'))).toBe('pdf');
  });

  it('names JSON Lines, a JSON array, a web page and XML by their text', () => {
    expect(otherFormatOfBytes(bytes('{"name":"Ann Lee","email":"ann@example.com"}\n{"name":"Bo"}\n'))).toBe('json');
    expect(otherFormatOfBytes(bytes('[\n  {"name": "Ann Lee"}\n]'))).toBe('json');
    // A first line longer than the sample is cut, and still read as JSON.
    expect(otherFormatOfBytes(bytes(`{"name":"${'x'.repeat(3000)}"}`))).toBe('json');
    expect(otherFormatOfBytes(bytes('<!DOCTYPE html><html><body>Sign in</body></html>'))).toBe('html');
    expect(otherFormatOfBytes(bytes('<?xml version="1.0"?><Workbook></Workbook>'))).toBe('xml');
  });

  it('names nothing in table text, a bracketed header or an empty file', () => {
    expect(otherFormatOfBytes(bytes('Name,Email\nAnn Lee,ann@example.com\n'))).toBeUndefined();
    expect(otherFormatOfBytes(bytes('[Name],[Email]\nAnn Lee,ann@example.com\n'))).toBeUndefined();
    expect(otherFormatOfBytes(raw())).toBeUndefined();
  });
});
