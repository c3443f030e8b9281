// Words a record is also found by, beside its own tokens (ADR 0196). Each answers a way a
// visitor types a value the dump spelled otherwise; none makes a hidden value searchable: they
// are built from the name and the place, which a result card shows anyway. A change here needs
// a migration that builds the affected records' keys again.

import { tokenize } from './tokenize.ts';
import { US_STATE_CODES } from './us-states.ts';

/** An apostrophe between two letters: "O'Brien", "D’Angelo", "N'Diaye". */
const APOSTROPHE_IN_WORD = /(?<=\p{L})['’ʼ`´](?=\p{L})/gu;
const GERMAN_UMLAUT = /[äöüÄÖÜ]/g;
const UMLAUT_SPELLED: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
/** Worth a closer look: an apostrophe of any kind, or any letter past ASCII. */
// eslint-disable-next-line no-control-regex
const MAY_HAVE_SPELLINGS = /['’ʼ`´]|[^\x00-\x7f]/;

/** A word written in Chinese characters, Japanese kana or Korean Hangul. */
const EAST_ASIAN_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+$/u;

/**
 * A Chinese, Japanese or Korean name as its owner writes it: family name first and no space
 * ("李小龙", "山田太郎", "김민준"). A dump's separate columns give "小龙 李" (given, family) or
 * "李 小龙"; both orders are joined, as a name of two or three such words is written.
 */
function eastAsianNameWords(words: readonly string[]): string[] {
  if (words.length < 2 || words.length > 3 || !words.every((w) => EAST_ASIAN_WORD.test(w))) return [];
  const last = words[words.length - 1]!;
  return [words.join(''), last + words.slice(0, -1).join('')];
}

/**
 * A name's other spellings as words its tokens lack: "O'Brien" is also "obrien" (tokenize
 * splits at the apostrophe, and many people type the name without it), "Müller" is also
 * "mueller" (German's own way to write ü without the dots; tokenize folds it to "muller"), and
 * "小龙 李" is also "李小龙" and "小龙李" (eastAsianNameWords).
 */
export function nameSpellingWords(name: string | null | undefined): string[] {
  if (!name || !MAY_HAVE_SPELLINGS.test(name)) return [];
  const composed = name.normalize('NFC');
  const own = new Set(tokenize(composed));
  const extra = new Set<string>();
  const add = (text: string) => {
    if (text === composed) return;
    for (const word of tokenize(text)) if (!own.has(word)) extra.add(word);
  };
  add(composed.replace(APOSTROPHE_IN_WORD, ''));
  add(composed.replace(GERMAN_UMLAUT, (c) => UMLAUT_SPELLED[c]!));
  for (const word of eastAsianNameWords([...own])) if (!own.has(word)) extra.add(word);
  return [...extra];
}

/** A US ZIP code that lost its leading zeros in a spreadsheet ("2134" for 02134), as five digits. */
const SHORT_ZIP = /^\d{3,4}(?:-\d{4})?$/;

/**
 * A place's other spellings as words: a US state written out is also its code ("Maine" is also
 * "me"), and a ZIP code Excel cut to three or four digits is also its five ("2134" is also
 * "02134"), so a visitor typing what the card would show finds it.
 */
export function placeSpellingWords(state: string | null | undefined, zip: string | null | undefined): string[] {
  const out: string[] = [];
  if (state && state.length > 2) {
    const code = US_STATE_CODES.get(tokenize(state).join(' '));
    if (code) out.push(code.toLowerCase());
  }
  if (zip && SHORT_ZIP.test(zip.trim())) out.push(zipFive(zip));
  return out;
}

/** A ZIP code's first five digits, with the leading zeros a spreadsheet dropped put back. */
export function zipFive(zip: string): string {
  const trimmed = zip.trim();
  return SHORT_ZIP.test(trimmed) ? trimmed.split('-')[0]!.padStart(5, '0') : trimmed.slice(0, 5);
}
