// Text decoded twice (ADR 0289): a value whose UTF-8 bytes were once read as Windows-1252 and
// saved again. The reader counts such values for the import report; it imports them as written.

import type { PlatformTextDecoderClass } from './platform-text-decoder.ts';
import { WINDOWS_1252_C1 } from './text-encoding.ts';

declare const TextDecoder: PlatformTextDecoderClass;

/** Windows-1252's characters for bytes 0x80-0x9F, back to their bytes. */
const WINDOWS_1252_BYTES = new Map<number, number>(WINDOWS_1252_C1.map((code, i) => [code, 0x80 + i]));
/**
 * A UTF-8 lead byte (0xC2-0xF4) and a continuation byte (0x80-0xBF) as Windows-1252 or Latin-1
 * show them ("Ã©" for "é", "â€™" for "’"): the quick look before the exact one.
 */
const DOUBLED_PAIR =
  /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;

/**
 * The text a value was before it was decoded twice (ADR 0289): UTF-8 bytes read as Windows-1252
 * (or Latin-1) and saved as UTF-8 again, "JosÃ© MÃ¼ller" for "José Müller". Undefined unless
 * every character of the value is one such a reading gives and its bytes are valid UTF-8 that
 * says something else: real accented text ("José", "SÃO PAULO") never is.
 */
export function textDecodedTwice(value: string): string | undefined {
  if (!DOUBLED_PAIR.test(value)) return undefined;
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const byte = code < 0x100 ? code : WINDOWS_1252_BYTES.get(code);
    if (byte === undefined) return undefined;
    bytes[i] = byte;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
