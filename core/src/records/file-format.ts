// Files of another kind given to the import: a workbook or an archive renamed .csv, a link that
// answers with a web page. Read as text they were "a binary file" or, worse, a table whose
// header row was "<!DOCTYPE html>" with advice about separators. Their start names them, and the
// reader refuses them with a message that says what to do ('other-format' in read-problems.ts).

import type { OtherFileFormat } from './read-problems.ts';

/** How many first characters (or bytes, as Latin-1) name a file's format. */
export const HEAD_CHARS = 8;

/** A binary format by the first bytes of a file: a workbook or an archive renamed .csv. */
export function binaryFormatOf(head: string): OtherFileFormat | undefined {
  if (head.startsWith('PK\x03\x04') || head.startsWith('PK\x05\x06')) return 'zip';
  if (head.startsWith('\xd0\xcf\x11\xe0')) return 'ole';
  if (head.startsWith('\x1f\x8b')) return 'gzip';
  if (head.startsWith('%PDF-')) return 'pdf';
  return undefined;
}

const HTML_START = /^(?:<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>])/i;

/** A JSON array's start: "[" and then an object, an array or a string ("[Name]," is a header). */
const JSON_ARRAY_START = /^\[\s*[{["]/;

/**
 * JSON, by the start of its text: a dump of JSON Lines (one object per line) or one array of
 * objects, as breach dumps often come. Read as a table, its first object was "the header row" and
 * the refusal spoke of a quoted field with characters after its closing quote.
 */
function isJson(start: string): boolean {
  if (JSON_ARRAY_START.test(start)) return true;
  if (!start.startsWith('{')) return false;
  const line = start.slice(0, start.search(/\r?\n|$/));
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null;
  } catch {
    // A first line cut by the sample, or pretty-printed JSON: its first line is "{" alone.
    return line.trim() === '{' || /^\{\s*"[^"]*"\s*:/.test(line);
  }
}

/**
 * A web page, an XML document or JSON, by the start of its text: a link that gives a page (a
 * sign-in, a viewer) rather than the file, or a dump in another text format. Read as a table,
 * its first tag or object was "the header row".
 */
export function markupFormatOf(sample: string): OtherFileFormat | undefined {
  const start = sample.slice(0, 1024).trimStart();
  if (HTML_START.test(start)) return 'html';
  if (/^<\?xml[\s?]/i.test(start)) return /<html[\s>]/i.test(start) ? 'html' : 'xml';
  if (isJson(sample.trimStart())) return 'json';
  return undefined;
}

/** How much of a file's start `otherFormatOfBytes` looks at. */
export const FORMAT_SAMPLE_BYTES = 1024;

/**
 * Another format by a file's first bytes (FORMAT_SAMPLE_BYTES): the binary kinds by the first
 * bytes as they are, web pages, XML and JSON by the start as UTF-8 text. For a file refused by its
 * name (the console takes .csv, .tsv and .txt), to say what it is and what to do rather than only
 * which names are taken.
 */
export function otherFormatOfBytes(bytes: Uint8Array): OtherFileFormat | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, HEAD_CHARS));
  return binaryFormatOf(head) ?? markupFormatOf(new TextDecoder('utf-8').decode(bytes.subarray(0, FORMAT_SAMPLE_BYTES)));
}
