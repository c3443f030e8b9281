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
