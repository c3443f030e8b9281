// Text as a single-byte code page stores it (Windows-1251, KOI8-R, ...), for tests of files saved
// in one. Pure: the platform's own decoder, read backwards, so no encoder library is needed.

/** `text` in `encoding`: each of the 256 bytes decoded once gives the character it stands for. */
export function encodeSingleByte(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let b = 255; b >= 0; b--) byteOf.set(decoder.decode(Uint8Array.of(b)), b);
  return Uint8Array.from([...text], (c) => {
    const byte = byteOf.get(c);
    if (byte === undefined) throw new Error(`${encoding} has no "${c}"`);
    return byte;
  });
}

/**
 * `text` in a double-byte code page (Shift_JIS, GBK, Big5, EUC-KR): ASCII as itself, each other
 * character as the first lead and trail byte pair the platform's decoder reads as it.
 */
export function encodeDoubleByte(text: string, encoding: string): Uint8Array {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const pairOf = new Map<string, [number, number]>();
  for (let lead = 0x81; lead <= 0xfe; lead++)
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      let c: string;
      try {
        c = decoder.decode(Uint8Array.of(lead, trail));
      } catch {
        continue;
      }
      if ([...c].length === 1 && !pairOf.has(c)) pairOf.set(c, [lead, trail]);
    }
  return Uint8Array.from(
    [...text].flatMap((c) => {
      if (c.charCodeAt(0) < 0x80) return [c.charCodeAt(0)];
      const pair = pairOf.get(c);
      if (!pair) throw new Error(`${encoding} has no "${c}"`);
      return pair;
    }),
  );
}
