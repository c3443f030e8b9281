// Bytes -> text for imported files, the same in the browser and in Node: the platform's WHATWG
// TextDecoder does the decoding (streaming, so a character split between two reads is joined,
// never replaced), and this module decides which encoding to use.
//
// Detection: a byte-order mark names UTF-8 or UTF-16 LE/BE; a BOM-less UTF-16 file shows as
// NUL bytes in every other position; otherwise the file is read as UTF-8 until a byte proves it
// is not, and if everything before that byte was ASCII (where UTF-8 and Windows-1252 agree) the
// rest is read as Windows-1252, the encoding Excel's plain "CSV" export uses on Western systems.
// Text that is not valid in the encoding in use is never silently replaced: it is an error.

import { likelyDoubleByte, looksLikeAnotherScript, looksLikeMacRoman, type LikelyEncoding } from './likely-encoding.ts';
import type { PlatformTextDecoder, PlatformTextDecoderClass } from './platform-text-decoder.ts';

/** The encodings detection can settle on (a BOM, UTF-16's NUL pattern, UTF-8, else Windows-1252). */
export const DETECTED_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252'] as const;

/**
 * The code pages a spreadsheet's plain "CSV" export uses on systems set up for other languages
 * (Excel writes the system's "ANSI" code page), and Mac Roman, which Excel for Mac writes (ADR
 * 0194). Never detected: the admin chooses (ADR 0185).
 */
export const CHOSEN_ENCODINGS = [
  'windows-1250',
  'windows-1251',
  'koi8-r',
  'windows-1253',
  'windows-1254',
  'windows-1255',
  'windows-1256',
  'windows-1257',
  'windows-1258',
  'windows-874',
  'macintosh',
  'shift_jis',
  'euc-jp',
  'gb18030',
  'big5',
  'euc-kr',
] as const;

/** Every encoding an import can be read in: each a WHATWG Encoding Standard label, decoded by the platform. */
export const TEXT_ENCODINGS = [...DETECTED_ENCODINGS, ...CHOSEN_ENCODINGS] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];
export type EncodingChoice = TextEncodingName | 'auto';

export const ENCODING_LABELS: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  'windows-1252': 'Windows-1252 (Western, "ANSI")',
  'windows-1250': 'Windows-1250 (Central European)',
  'windows-1251': 'Windows-1251 (Cyrillic)',
  'koi8-r': 'KOI8-R (Cyrillic)',
  'windows-1253': 'Windows-1253 (Greek)',
  'windows-1254': 'Windows-1254 (Turkish)',
  'windows-1255': 'Windows-1255 (Hebrew)',
  'windows-1256': 'Windows-1256 (Arabic)',
  'windows-1257': 'Windows-1257 (Baltic)',
  'windows-1258': 'Windows-1258 (Vietnamese)',
  'windows-874': 'Windows-874 (Thai)',
  macintosh: 'Mac Roman (Western, classic Mac OS and Mac Excel)',
  shift_jis: 'Shift_JIS (Japanese)',
  'euc-jp': 'EUC-JP (Japanese)',
  gb18030: 'GB18030 / GBK (Simplified Chinese)',
  big5: 'Big5 (Traditional Chinese)',
  'euc-kr': 'EUC-KR (Korean)',
};

declare const TextDecoder: PlatformTextDecoderClass;

/**
 * WHATWG index-windows-1252 for bytes 0x80-0x9F. Browsers decode these themselves; Node 20.18.3+
 * decodes windows-1252 as Latin-1 (nodejs/node#60888), turning "€" and Excel's curly quotes
 * into control characters, so decoded text is passed through this table on every platform (a
 * no-op where the decoder was right: the five undefined bytes map to themselves).
 */
export const WINDOWS_1252_C1 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019,
  0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
const C1_RANGE = /[\u0080-\u009f]/g;
/**
 * The five bytes Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D), as the decoder
 * passes them on: as C1 control characters, invisible in a name. Text holding one was written in
 * another code page (Windows-1250's "ť" is 0x9D): it is refused, not stored with the letter gone.
 */
const WINDOWS_1252_UNDEFINED = /[\u0081\u008d\u008f\u0090\u009d]/;

function fixWindows1252(text: string): string {
  return C1_RANGE.test(text) ? text.replace(C1_RANGE, (c) => String.fromCharCode(WINDOWS_1252_C1[c.charCodeAt(0) - 0x80]!)) : text;
}

/** Decoded Windows-1252 text with its 0x80-0x9F characters fixed; an undefined byte is an error. */
function windows1252Text(raw: string, nulByte: boolean): string {
  const bad = raw.search(WINDOWS_1252_UNDEFINED);
  if (bad !== -1) throw new InvalidTextError('windows-1252', fixWindows1252(raw.slice(0, bad)), nulByte);
  return fixWindows1252(raw);
}

const hasWindows1252Undefined = (bytes: Uint8Array): boolean =>
  bytes.some((b) => b === 0x81 || b === 0x8d || b === 0x8f || b === 0x90 || b === 0x9d);

export interface EncodingSniff {
  encoding: TextEncodingName;
  /** How it was decided: a byte-order mark, the NUL pattern of BOM-less UTF-16, or the UTF-8 default. */
  source: 'bom' | 'pattern' | 'default';
}

/** What the first bytes of a file say about its encoding (pass at least the first few KB). */
export function sniffEncoding(head: Uint8Array): EncodingSniff {
  if (head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', source: 'bom' };
  if (head.length >= 2 && head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', source: 'bom' };
  if (head.length >= 2 && head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', source: 'bom' };
  // BOM-less UTF-16 of mostly Latin text: every other byte is NUL. Binary files have NULs too,
  // but not in one parity only.
  const n = Math.min(head.length, 4096) & ~1;
  if (n >= 16) {
    let evenZeros = 0;
    let oddZeros = 0;
    for (let i = 0; i < n; i += 2) {
      if (head[i] === 0) evenZeros++;
      if (head[i + 1] === 0) oddZeros++;
    }
    const pairs = n / 2;
    if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.02) return { encoding: 'utf-16le', source: 'pattern' };
    if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.02) return { encoding: 'utf-16be', source: 'pattern' };
  }
  return { encoding: 'utf-8', source: 'default' };
}

/** Thrown when bytes are not valid in the encoding in use; `textBefore` is what decoded cleanly before them. */
export class InvalidTextError extends Error {
  constructor(
    readonly encoding: TextEncodingName,
    readonly textBefore: string,
    readonly nulByte: boolean,
    /** The code page the bytes look written in, when they show one (Mac Roman, a Japanese or Chinese one). */
    readonly likely?: LikelyEncoding,
  ) {
    super(`Not valid ${encoding} text`);
    this.name = 'InvalidTextError';
  }
}

/** Bytes looked at to decide the encoding. */
const SNIFF_BYTES = 4096;

const hasNonAscii = (text: string): boolean => /[\u0080-\uffff]/.test(text);

/**
 * A streaming decoder: push byte chunks, get text. Keeps a character split between chunks until
 * its last byte arrives. In 'auto' mode it settles the encoding as described at the top.
 */
export class StreamDecoder {
  private decoder: PlatformTextDecoder | undefined;
  private current: TextEncodingName | undefined;
  private decided: EncodingSniff | undefined;
  /** Auto mode only: everything decoded so far was ASCII, so switching to Windows-1252 is still exact. */
  private asciiSoFar = true;
  /**
   * UTF-8: the trailing bytes >= 0x80 of the last chunk, a superset of what the decoder holds back
   * as an incomplete character (while everything was ASCII, exactly the bytes not yet decoded).
   */
  private heldTail: Uint8Array = new Uint8Array(0);

  /** Bytes before the encoding is decided. */
  private head: Uint8Array = new Uint8Array(0);
  /**
   * Auto mode: the input starts with a UTF-8 byte-order mark that no decode has consumed yet.
   * A switch to Windows-1252 on the first bytes decodes them again from the start, and the mark
   * is no text of the file ("ï»¿" in front of its first header).
   */
  private utf8MarkAhead = false;

  constructor(private readonly choice: EncodingChoice = 'auto') {}

  /** The encoding in use (known after the first push). */
  get encoding(): TextEncodingName | undefined {
    return this.current;
  }

  /** Whether the encoding was chosen by the caller, found from a BOM or pattern, or the default / fallback. */
  get source(): 'chosen' | 'bom' | 'pattern' | 'detected' | undefined {
    if (!this.current) return undefined;
    if (this.choice !== 'auto') return 'chosen';
    return this.decided?.source === 'default' ? 'detected' : this.decided?.source;
  }

  private open(encoding: TextEncodingName): void {
    this.current = encoding;
    // ignoreBOM false: a BOM of the encoding in use is consumed, not passed on as U+FEFF.
    this.decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: false });
  }

  push(bytes: Uint8Array): string {
    return this.decode(bytes, true);
  }

  /** The end of the input: an incomplete character left over is invalid. */
  end(): string {
    return this.decode(new Uint8Array(0), false);
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    if (!this.decoder) {
      // The encoding is decided on the first SNIFF_BYTES (or the whole of a shorter input), so
      // the decision does not depend on how the input was chunked.
      this.head = concat(this.head, bytes);
      if (stream && this.head.length < SNIFF_BYTES) return '';
      bytes = this.head;
      this.head = new Uint8Array(0);
      this.decided = sniffEncoding(bytes);
      this.open(this.choice === 'auto' ? this.decided.encoding : this.choice);
      this.utf8MarkAhead = this.choice === 'auto' && this.decided.source === 'bom' && this.decided.encoding === 'utf-8';
    }
    let text: string;
    try {
      text = this.decoder!.decode(bytes, { stream });
    } catch {
      return this.recover(bytes, stream);
    }
    this.utf8MarkAhead = false;
    if (this.current === 'windows-1252') return windows1252Text(text, bytes.includes(0));
    if (this.current === 'utf-8') {
      if (this.asciiSoFar && hasNonAscii(text)) this.asciiSoFar = false;
      this.heldTail = trailingHighBytes(bytes, this.heldTail);
    }
    return text;
  }

  /** The decoder refused these bytes: fall back to Windows-1252 if that is still exact, else report where. */
  private recover(bytes: Uint8Array, stream: boolean): string {
    const all = concat(this.heldTail, bytes);
    const lenient = new TextDecoder(this.current!, { ignoreBOM: false }).decode(all, { stream: false });
    const bad = lenient.indexOf('\ufffd');
    const before = bad === -1 ? lenient : lenient.slice(0, bad);
    const undecided = this.choice === 'auto' && this.current === 'utf-8' && this.asciiSoFar && !hasNonAscii(before);
    // A NUL byte says binary, except in UTF-16, where every Latin character has one: a broken
    // character there is broken UTF-16 (a file cut at an odd byte, a lone surrogate).
    const nulByte = !this.current!.startsWith('utf-16') && bytes.includes(0);
    if (undecided && looksLikeMacRoman(all)) throw new InvalidTextError('utf-8', before, nulByte, 'macintosh');
    const doubleByte = undecided ? likelyDoubleByte(all) : undefined;
    if (doubleByte) throw new InvalidTextError('utf-8', before, nulByte, doubleByte);
    const canSwitch = undecided && !hasWindows1252Undefined(all) && !looksLikeAnotherScript(all);
    if (!canSwitch) throw new InvalidTextError(this.current!, before, nulByte);
    this.open('windows-1252');
    this.decided = { encoding: 'windows-1252', source: 'default' };
    const rest = this.utf8MarkAhead ? bytes.subarray(3) : concat(this.heldTail, bytes);
    this.utf8MarkAhead = false;
    return windows1252Text(this.decoder!.decode(rest, { stream }), bytes.includes(0));
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}

/** The run of bytes >= 0x80 at the end of `bytes` (at most 3: a UTF-8 decoder holds them back). */
function trailingHighBytes(bytes: Uint8Array, previous: Uint8Array): Uint8Array {
  let start = bytes.length;
  while (start > 0 && bytes.length - start < 3 && bytes[start - 1]! >= 0x80) start--;
  if (start === bytes.length) return new Uint8Array(0);
  // A chunk made only of held bytes extends the previous hold.
  return start === 0 ? concat(previous, bytes).slice(-3) : bytes.slice(start);
}
