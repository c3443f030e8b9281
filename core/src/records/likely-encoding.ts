// What refused bytes look written in (ADRs 0185, 0210): read as Windows-1252 they would come out
// garbled, so the import refuses them and its message names the code page to choose.

import type { PlatformTextDecoderClass } from './platform-text-decoder.ts';

declare const TextDecoder: PlatformTextDecoderClass;

/**
 * The code page refused bytes look written in, never detected (ADR 0185): the message names it so
 * the admin chooses it. Each is one the import reads (CHOSEN_ENCODINGS).
 */
export type LikelyEncoding = 'macintosh' | 'shift_jis' | 'euc-jp' | 'gb18030' | 'big5' | 'euc-kr';

/**
 * Whether single-byte text is written in another script than Western Europe's (ADR 0210):
 * read as Windows-1252, Cyrillic, Greek, Hebrew or Arabic code pages put
 * their letters in 0xC0-0xFF, so their words come out as runs of accented Latin letters with no
 * plain letter among them ("Òåëåôîí" for "Телефон"), where Western text has one or two accented
 * letters inside a word ("Müller"). More such words than Western ones: not Windows-1252, and the
 * admin is asked for the encoding rather than given the file garbled.
 */
export function looksLikeAnotherScript(bytes: Uint8Array): boolean {
  let foreign = 0;
  let western = 0;
  let high = 0;
  let plain = 0;
  const endWord = () => {
    if (high >= 2 && plain === 0) foreign++;
    else if (high > 0) western++;
    high = 0;
    plain = 0;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    // 0xD7 and 0xF7 are × and ÷ in Windows-1252, not letters.
    if (b >= 0xc0 && b !== 0xd7 && b !== 0xf7) high++;
    else if ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a)) plain++;
    else endWord();
  }
  endWord();
  return foreign >= 2 && foreign > western;
}

/**
 * Mac Roman bytes of small accented letters ("é" 0x8E, "ü" 0x9F, "á" 0x87, "ñ" 0x96, "ç" 0x8D…)
 * that Windows-1252 reads as a capital (Ž, Ÿ, Š, Œ), a mark (‡, ‰, “, –, ™) or no character.
 * Its own letters there that Western words do hold inside them (š, œ, ž) and the apostrophe
 * (’, 0x92) are left out: "Babiš", "cœur", "O’Brien" are Windows-1252.
 */
const MAC_SMALL_LETTERS = new Set([
  0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8d, 0x8e, 0x8f, 0x90, 0x91, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9b, 0x9d, 0x9f,
]);
/** Of those, the ones Windows-1252 reads as a capital: after a small letter at a word's end too ("JosŽ"). */
const MAC_AS_CAPITAL = new Set([0x8a, 0x8c, 0x8e, 0x9f]);
const isSmallAscii = (b: number | undefined) => b !== undefined && b >= 0x61 && b <= 0x7a;
const isAsciiLetter = (b: number) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a);

/**
 * Whether single-byte text is Mac Roman, the "CSV" Excel for Mac saves (ADR 0194): its small
 * accented letters sit at 0x80-0x9F, where Windows-1252 has capitals and marks, so a word reads
 * "JosŽ MŸller", "Pe–a", "S‡nchez". More such letters inside words than Western letters
 * (0xC0-0xFF, which Mac Roman uses for capitals and signs) and the text is not read as
 * Windows-1252: the admin is asked to choose Mac Roman (it is never detected, ADR 0185).
 */
export function looksLikeMacRoman(bytes: Uint8Array): boolean {
  let mac = 0;
  let western = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b >= 0xc0 && b !== 0xd7 && b !== 0xf7) western++;
    else if (MAC_SMALL_LETTERS.has(b) && isSmallAscii(bytes[i - 1]) && (MAC_AS_CAPITAL.has(b) || isSmallAscii(bytes[i + 1]))) mac++;
  }
  return mac > western;
}

/**
 * The double-byte code page of a Japanese or Chinese "CSV" (Excel's "ANSI" on such a system), by
 * the byte pairs its characters take, or undefined. Shift_JIS puts its kana and common kanji
 * behind lead bytes 0x81-0x9F, which EUC-JP, GBK and Big5 never use for common characters; those
 * write both bytes in 0xA1-0xFE, except Big5, whose second byte is often 0x40-0x7E. EUC-JP's
 * kana (leads 0xA4, 0xA5) fill Japanese text, where Chinese text has almost none; EUC-KR's
 * Hangul syllables all have leads 0xB0-0xC8, where a fifth or more of Chinese text's characters
 * have later ones. Only an encoding the whole input decodes in is named.
 */
export function likelyDoubleByte(bytes: Uint8Array): Exclude<LikelyEncoding, 'macintosh'> | undefined {
  let shiftJis = 0;
  let euc = 0;
  let kana = 0;
  let afterHangul = 0;
  let big5 = 0;
  // A pair standing inside a Western word: a plain letter before its lead byte and as its trail
  // byte ("Pr|é n|om", "MÜ|L|LER", "Ann|’s"). Every accented letter of such a word followed by
  // a plain letter is a valid Big5 or Shift_JIS pair, so a short Western file decodes in those
  // too; Chinese and Japanese characters follow one another or a separator, not a plain letter.
  let inWesternWord = 0;
  let afterLetter = false;
  for (let i = 0; i + 1 < bytes.length; i++) {
    const lead = bytes[i]!;
    if (lead < 0x81) {
      afterLetter = isAsciiLetter(lead);
      continue;
    }
    const trail = bytes[++i]!;
    if (afterLetter && isAsciiLetter(trail)) inWesternWord++;
    afterLetter = false;
    if (lead <= 0xa0) shiftJis++;
    else if (trail >= 0xa1 && trail <= 0xfe) {
      euc++;
      if (lead === 0xa4 || lead === 0xa5) kana++;
      else if (lead >= 0xc9) afterHangul++;
    } else if (trail >= 0x40 && trail <= 0x7e) big5++;
  }
  const pairs = shiftJis + euc + big5;
  if (pairs < 2 || inWesternWord * 2 >= pairs) return undefined;
  const eucKind = kana * 5 > euc ? 'euc-jp' : afterHangul * 20 < euc ? 'euc-kr' : 'gb18030';
  const candidate = shiftJis * 2 > pairs ? 'shift_jis' : big5 * 5 > pairs ? 'big5' : euc * 2 > pairs ? eucKind : undefined;
  if (candidate === undefined) return undefined;
  try {
    // Streaming: a character cut at the end of these bytes is no error.
    new TextDecoder(candidate, { fatal: true }).decode(bytes, { stream: true });
    return candidate;
  } catch {
    return undefined;
  }
}
