// Real-world file shapes every import path must treat the same: the console's paste and file
// worker (web tests), the import API and the command line (server tests). Each shape is the
// file's bytes and what must happen: imported with these names findable afterwards, or refused
// with exactly this message and nothing saved. Pure: builds bytes in memory.

export interface CorpusFile {
  name: string;
  fileName: string;
  bytes: () => Uint8Array;
  /** Text an admin could paste (shapes that are about bytes, such as encodings, have none). */
  text?: () => string;
  expect: { rows: number; names: string[] } | { message: string };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const out = new Uint8Array((text.length + 1) * 2);
  const units = [0xfeff, ...Array.from(text, (c) => c.charCodeAt(0))];
  units.forEach((u, i) => {
    out[i * 2 + (order === 'le' ? 0 : 1)] = u & 0xff;
    out[i * 2 + (order === 'le' ? 1 : 0)] = u >> 8;
  });
  return out;
}

/** Windows-1252 bytes of Latin text (characters below U+0100 only). */
const cp1252 = (text: string) => Uint8Array.from(Array.from(text, (c) => c.charCodeAt(0)));

const HEADER = 'FirstName,LastName,Email,Phone,City\n';
const person = (i: number, tag: string) =>
  `Person${i},${tag}${i},p${i}.${tag.toLowerCase()}@example.test,555-020-${String(i % 10_000).padStart(4, '0')},Springfield\n`;
const people = (n: number, tag: string) => Array.from({ length: n }, (_, i) => person(i + 1, tag)).join('');
const NAMES = 'FirstName,LastName,Email,City\nJosé,Müller,jose.muller@example.test,Zürich\nRenée,Øster,renee@example.test,Århus\n';

export const BINARY_MESSAGE = 'This looks like a binary file, not CSV/TSV text. Export the data again as CSV or TSV text.';

export const IMPORT_CORPUS: CorpusFile[] = [
  {
    name: 'the hidden error: an unterminated quote at row 99,991 of 100,000',
    fileName: 'hidden-error.csv',
    text: () => {
      const lines = [HEADER];
      for (let i = 2; i <= 100_000; i++)
        lines.push(i === 99_991 ? 'Hidden,"Quote,hidden@example.test,555-020-9999,Springfield\n' : person(i, 'Hidden'));
      return lines.join('');
    },
    bytes() {
      return utf8(this.text!());
    },
    expect: { message: 'Row 99991: a quoted field is never closed.' },
  },
  {
    name: "the issue's browser example: a quote never closed swallows the next rows",
    fileName: 'ada.csv',
    text: () => 'Name,Email,City\nAda,"ada@example.test,Boston\nBob,bob@example.test,Salem\nCy,cy@example.test\n',
    bytes() {
      return utf8(this.text!());
    },
    expect: { message: 'Row 2: a quoted field is never closed.' },
  },
  {
    name: 'repeated and unnamed headers (Name,Phone,Phone,,Email)',
    fileName: 'dup-headers.csv',
    text: () => 'Name,Phone,Phone,,Email\nDupheader Person,555-030-0001,555-030-0002,extra,dup@example.test\n',
    bytes() {
      return utf8(this.text!());
    },
    expect: { rows: 1, names: ['Dupheader Person'] },
  },
  {
    name: 'UTF-16 LE with BOM (Excel "Unicode Text")',
    fileName: 'utf16le.csv',
    bytes: () => utf16(NAMES, 'le'),
    expect: { rows: 2, names: ['José Müller', 'Renée Øster'] },
  },
  {
    name: 'UTF-16 BE with BOM',
    fileName: 'utf16be.csv',
    bytes: () => utf16(NAMES, 'be'),
    expect: { rows: 2, names: ['José Müller', 'Renée Øster'] },
  },
  {
    name: 'Windows-1252 (Excel "CSV" on Windows): Müller, José',
    fileName: 'cp1252.csv',
    bytes: () => cp1252(NAMES),
    expect: { rows: 2, names: ['José Müller', 'Renée Øster'] },
  },
  {
    name: 'UTF-8 with BOM',
    fileName: 'utf8-bom.csv',
    text: () => '\ufeff' + NAMES,
    bytes() {
      return utf8(this.text!());
    },
    expect: { rows: 2, names: ['José Müller', 'Renée Øster'] },
  },
  {
    name: 'a NUL byte in the middle',
    fileName: 'nul.csv',
    text: () => HEADER + people(3, 'Nul') + 'Bad\0Row,x,y,z,w\n' + people(3, 'Nul'),
    bytes() {
      return utf8(this.text!());
    },
    expect: { message: `Row 5: ${BINARY_MESSAGE}` },
  },
  {
    name: 'a file that turns binary half-way',
    fileName: 'half-binary.csv',
    bytes: () => {
      const head = utf8(HEADER + people(2_000, 'Half'));
      const junk = new Uint8Array(64 * 1024);
      let x = 12345;
      for (let i = 0; i < junk.length; i++) junk[i] = (x = (x * 1103515245 + 12345) >>> 0) >>> 24;
      const out = new Uint8Array(head.length + junk.length);
      out.set(head);
      out.set(junk, head.length);
      return out;
    },
    expect: { message: `Row 2002: ${BINARY_MESSAGE}` },
  },
  {
    name: 'CR-only line ends (old Mac)',
    fileName: 'cr-only.csv',
    text: () => (HEADER + people(3, 'Crline')).replaceAll('\n', '\r'),
    bytes() {
      return utf8(this.text!());
    },
    expect: { rows: 3, names: ['Person1 Crline1', 'Person3 Crline3'] },
  },
  {
    name: 'semicolon-separated (Excel where the decimal mark is a comma)',
    fileName: 'semicolon.csv',
    text: () => 'FirstName;LastName;Email;City\nJürgen;Groß;juergen@example.test;München\n',
    bytes() {
      return utf8(this.text!());
    },
    expect: { rows: 1, names: ['Jürgen Groß'] },
  },
  {
    name: "Excel's sep= first line",
    fileName: 'sep-line.csv',
    text: () => 'sep=;\r\nFirstName;LastName;Email\r\nSepline;Person;sep@example.test\r\n',
    bytes() {
      return utf8(this.text!());
    },
    expect: { rows: 1, names: ['Sepline Person'] },
  },
  {
    name: 'a header row and nothing else',
    fileName: 'header-only.csv',
    text: () => HEADER,
    bytes() {
      return utf8(this.text!());
    },
    expect: { message: 'The file has a header row but no data rows.' },
  },
  {
    name: '10,000 columns',
    fileName: 'wide.csv',
    text: () => {
      const header = ['Email', ...Array.from({ length: 9_999 }, (_, i) => `Extra${i + 1}`)].join(',');
      const row = ['wide@example.test', ...Array.from({ length: 9_999 }, () => 'x')].join(',');
      return `${header}\n${row}\n`;
    },
    bytes() {
      return utf8(this.text!());
    },
    expect: {
      message:
        'The header has 10,000 columns; at most 1,000 are supported. Remove the columns you do not need, or split the file, and try again.',
    },
  },
  {
    name: 'a 60 MB field',
    fileName: 'huge-field.csv',
    bytes: () => {
      const head = utf8(HEADER + person(1, 'Huge') + 'Huge,"');
      const tail = utf8('",huge@example.test,555-020-0002,Springfield\n');
      const out = new Uint8Array(head.length + 60 * 1024 * 1024 + tail.length);
      out.set(head);
      out.fill(0x79, head.length, head.length + 60 * 1024 * 1024);
      out.set(tail, out.length - tail.length);
      return out;
    },
    expect: { message: 'Row 3: a field in column "LastName" is longer than 1 MB.' },
  },
  {
    name: 'an empty file',
    fileName: 'empty.csv',
    text: () => '',
    bytes: () => new Uint8Array(0),
    expect: { message: 'The file is empty.' },
  },
];
