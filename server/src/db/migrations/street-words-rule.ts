import { abbreviateStreetWord } from './rekey-records.ts';
import { FLOOR_OR_DOOR, houseNumberEnds } from './street-first-rule.ts';
import type { Tokens } from './rekey-records.ts';

// The street words of ADR 0279, copied as they stand in core today (search/street-words.ts and
// search/street-first.ts, 2026-11-30) for 20261201T0330: migrations never import application
// code, which may change later. A later change to these rules needs a copy of its own. The
// English table is rekey-records.ts's, which core's has not changed; the street-first rule is
// 20261201T0100's (street-first-rule.ts) read with these words.

const isDigits = (t: string) => /^[0-9]+$/.test(t);

/**
 * Street words of the languages that write the house number after the street, as tokenized
 * (accents folded, "ß" as "ss"), each with the spelling its key gives it: most are their own, a
 * written short form shares its word's ("Avda." is Avenida's), and Poland's "ul." (ulica, street)
 * is left out of the key, as "Długa 5" is written without it. A word that is also in the English
 * table keys as it does there ("avenue" is "ave"), so "Avenida", "Av." and "Avenue" are one. Single
 * letters ("C.", "R.", "V.") are left out: they are as often a name's initial.
 */
const EUROPEAN_STREET_WORDS: Readonly<Record<string, string>> = {
  // German
  strasse: 'st',
  str: 'st',
  weg: 'weg',
  gasse: 'gasse',
  platz: 'platz',
  allee: 'allee',
  chaussee: 'chaussee',
  // Dutch
  straat: 'straat',
  laan: 'laan',
  plein: 'plein',
  gracht: 'gracht',
  steeg: 'steeg',
  // Italian
  via: 'via',
  viale: 'viale',
  piazza: 'piazza',
  piazzale: 'piazzale',
  corso: 'corso',
  vicolo: 'vicolo',
  strada: 'strada',
  contrada: 'contrada',
  lungomare: 'lungomare',
  // Spanish and Portuguese
  calle: 'calle',
  avenida: 'ave',
  avda: 'ave',
  av: 'ave',
  paseo: 'paseo',
  plaza: 'plz',
  pza: 'plz',
  camino: 'camino',
  carrera: 'carrera',
  carretera: 'ctra',
  ctra: 'ctra',
  ronda: 'ronda',
  rambla: 'rambla',
  travesia: 'travesia',
  rua: 'rua',
  travessa: 'travessa',
  praca: 'praca',
  estrada: 'estrada',
  alameda: 'alameda',
  // French, as Belgium and Switzerland write it
  rue: 'rue',
  avenue: 'ave',
  boulevard: 'blvd',
  bd: 'blvd',
  bld: 'blvd',
  bvd: 'blvd',
  boul: 'blvd',
  chemin: 'chemin',
  impasse: 'impasse',
  quai: 'quai',
  place: 'pl',
  // Polish
  ul: '',
  ulica: '',
  al: 'al',
  aleja: 'aleja',
  aleje: 'aleje',
  plac: 'plac',
  os: 'os',
  osiedle: 'osiedle',
  // Scandinavian
  gata: 'gata',
  gatan: 'gatan',
  vagen: 'vagen',
};

/**
 * Endings of a street's name written as one word with its street word ("Hauptstraße",
 * "Hauptstr.", "Kerkstraat", "Storgatan", "Kurfürstendamm"), each with the ending its key gives
 * it: "-straße", "-strasse", "-str." (German) and "-straat" (Dutch, which abbreviates it "-str."
 * too) are "-str", "-platz" and "-pl." "-pl". Words that are also common surnames on their own
 * ("Ring", "Dijk", "Damm") count only as such an ending.
 */
const STREET_ENDINGS: Readonly<Record<string, string>> = {
  strasse: 'str',
  straat: 'str',
  str: 'str',
  platz: 'pl',
  pl: 'pl',
  weg: 'weg',
  gasse: 'gasse',
  allee: 'allee',
  ring: 'ring',
  damm: 'damm',
  ufer: 'ufer',
  laan: 'laan',
  plein: 'plein',
  gracht: 'gracht',
  kade: 'kade',
  singel: 'singel',
  dijk: 'dijk',
  dreef: 'dreef',
  steeg: 'steeg',
  gatan: 'gatan',
  gata: 'gata',
  vagen: 'vagen',
  vej: 'vej',
  veien: 'veien',
};

/**
 * Short forms written with punctuation inside them, which the tokenizer would split into a
 * letter and a stray word: Spain's "C/ Mayor", Italy's "V.le Monza", "P.zza Duomo", "P.za",
 * "C.so Buenos Aires". They are spelled out before the text is tokenized. "C/" is read only
 * before a word and never as "c/o" (care of).
 */
const WRITTEN_FORMS: Readonly<Record<string, string>> = {
  'c/': 'calle',
  'v.le': 'viale',
  'p.zza': 'piazza',
  'p.za': 'piazza',
  'c.so': 'corso',
};

const EUROPEAN = new Map(Object.entries(EUROPEAN_STREET_WORDS));
export const isEuropeanStreetWord = (word: string): boolean => EUROPEAN.has(word);
const ENDINGS = Object.entries(STREET_ENDINGS);
const FOLDED_ENDINGS = ENDINGS.filter(([ending, key]) => ending !== key).sort(([a], [b]) => b.length - a.length);

const NOT_IN_WORD = '(?![\\p{L}\\p{N}])';
const WRITTEN_FORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(WRITTEN_FORMS)
    .map((form) => {
      const spaced = form.replace(/[./]/g, (p) => `\\${p}\\s?`);
      return form.endsWith('/') ? `${spaced.slice(0, -3)}(?=\\s*\\p{L})(?!\\s*o${NOT_IN_WORD})` : `${spaced}${NOT_IN_WORD}\\.?`;
    })
    .join('|')})`,
  'giu',
);

/** The text with the short forms written with punctuation spelled out: "C/ Mayor 5" is "calle Mayor 5". */
export function spellStreetShortForms(text: string): string {
  if (!text.includes('/') && !text.includes('.')) return text;
  return text.replace(WRITTEN_FORM, (form) => ` ${WRITTEN_FORMS[form.toLowerCase().replace(/\s+|\.$/g, '')] ?? form} `);
}

/** Where the text holds such a short form, and the word it stands for, as spellStreetShortForms reads them. */
export function streetShortFormsIn(text: string): { start: number; end: number; word: string }[] {
  if (!text.includes('/') && !text.includes('.')) return [];
  return [...text.matchAll(WRITTEN_FORM)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    word: WRITTEN_FORMS[m[0].toLowerCase().replace(/\s+|\.$/g, '')] ?? m[0],
  }));
}

export const hasStreetEnding = (word: string): boolean => ENDINGS.some(([e]) => word.length > e.length + 1 && word.endsWith(e));

/** A street key's word spelled as ADR 0279 spells it: "hauptstrasse" is "hauptstr", "avda" "ave", "ul" "". */
export function streetWordKey(word: string): string {
  const english = abbreviateStreetWord(word);
  if (english !== word) return english;
  const known = EUROPEAN.get(word);
  if (known !== undefined) return known;
  for (const [ending, key] of FOLDED_ENDINGS) {
    if (word.length > ending.length + 1 && word.endsWith(ending)) return word.slice(0, -ending.length) + key;
  }
  return word;
}

export function isStreetFirstName(words: readonly string[]): boolean {
  if (words.length === 0 || words.some(isDigits)) return false;
  const street = words.some((w) => EUROPEAN.has(w) || hasStreetEnding(w));
  return street && words.some((w) => !EUROPEAN.has(w));
}

/** 20261201T0100's street-first tokens, read with the street words of ADR 0279. */
export function streetFirstTokens(tokenize: Tokens, street: string): string[] | undefined {
  const firstDigit = street.search(/\d/);
  if (firstDigit <= 0) return undefined;
  const comma = street.indexOf(',', firstDigit);
  const tokens = tokenize((comma === -1 ? street : street.slice(0, comma)).replace(FLOOR_OR_DOOR, ' '));
  const at = tokens.findIndex(isDigits);
  if (at <= 0 || !isStreetFirstName(tokens.slice(0, at))) return undefined;
  const end = houseNumberEnds(tokens, at).at(-1)!;
  return [...tokens.slice(at, end), ...tokens.slice(0, at)];
}
