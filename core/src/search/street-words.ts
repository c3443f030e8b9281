// Street words and the one spelling a street key gives each (ADRs 0256, 0279). A visitor types
// their street the way they abbreviate it ("Hauptstr. 12", "C/ Mayor 5", "Av. Louise 54") and a
// dump stores it spelled out, or the other way round: both sides are keyed with these tables, so
// the written forms of one street word give one key. The English table is the USPS's; the
// European one also says which words tell a street written number last (street-first.ts). A
// change here changes stored keys and needs a migration that builds them again.

/** English street types and directions, as the USPS abbreviates them. */
const ENGLISH_ABBREVIATIONS: Readonly<Record<string, string>> = {
  street: 'st',
  str: 'st',
  avenue: 'ave',
  av: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  circle: 'cir',
  parkway: 'pkwy',
  highway: 'hwy',
  square: 'sq',
  trail: 'trl',
  alley: 'aly',
  plaza: 'plz',
  center: 'ctr',
  crossing: 'xing',
  expressway: 'expy',
  freeway: 'fwy',
  heights: 'hts',
  route: 'rte',
  mount: 'mt',
  fort: 'ft',
  point: 'pt',
  saint: 'st',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
};

/**
 * Street words of the languages that write the house number after the street, as tokenized
 * (accents folded, "ß" as "ss"), each with the spelling its key gives it: most are their own, a
 * written short form shares its word's ("Avda." is Avenida's), and Poland's "ul." (ulica, street)
 * is left out of the key, as "Długa 5" is written without it. A word that is also in the English
 * table keys as it does there ("avenue" is "ave"), so "Avenida", "Av." and "Avenue" are one. Single
 * letters ("C.", "R.", "V.") are left out: they are as often a name's initial.
 */
export const EUROPEAN_STREET_WORDS: Readonly<Record<string, string>> = {
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
export const STREET_ENDINGS: Readonly<Record<string, string>> = {
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

// Every table word is looked up once per stored street, so the lookups are built once here.
const ENGLISH = new Map(Object.entries(ENGLISH_ABBREVIATIONS));
const EUROPEAN = new Map(Object.entries(EUROPEAN_STREET_WORDS));
const ENDINGS = Object.entries(STREET_ENDINGS);
/** The endings whose key is another spelling, longest first. */
const FOLDED_ENDINGS = ENDINGS.filter(([ending, key]) => ending !== key).sort(([a], [b]) => b.length - a.length);

const NOT_IN_WORD = '(?![\\p{L}\\p{N}])';
const WRITTEN_FORM = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${Object.keys(WRITTEN_FORMS)
    .map((form) => {
      const spaced = form.replace(/[./]/g, (p) => `\\${p}\\s?`);
      // "C/" runs on into its street's name ("C/Mayor"), but is not "c/o".
      return form.endsWith('/') ? `${spaced.slice(0, -3)}(?=\\s*\\p{L})(?!\\s*o${NOT_IN_WORD})` : `${spaced}${NOT_IN_WORD}\\.?`;
    })
    .join('|')})`,
  'giu',
);

/** The word a short form written with punctuation stands for ("C/" is "calle"). */
const spelledForm = (form: string): string => WRITTEN_FORMS[form.toLowerCase().replace(/\s+|\.$/g, '')] ?? form;

/** The text with the short forms written with punctuation spelled out: "C/ Mayor 5" is "calle Mayor 5". */
export function spellStreetShortForms(text: string): string {
  if (!text.includes('/') && !text.includes('.')) return text;
  return text.replace(WRITTEN_FORM, (form) => ` ${spelledForm(form)} `);
}

/**
 * Where the text holds a short form written with punctuation, and the word it stands for, as
 * spellStreetShortForms reads them: for a reader that keeps the text's offsets (a street inside a
 * name is masked in the text as written; streets-in-text.ts).
 */
export function streetShortFormsIn(text: string): { start: number; end: number; word: string }[] {
  if (!text.includes('/') && !text.includes('.')) return [];
  return [...text.matchAll(WRITTEN_FORM)].map((m) => ({ start: m.index, end: m.index + m[0].length, word: spelledForm(m[0]) }));
}

/** An English street word as the USPS abbreviates it ("street" is "st"), other words as they are. */
export const abbreviateStreetWord = (token: string): string => ENGLISH.get(token) ?? token;

/** Whether a token is a street word of a language that writes the number last. */
export const isEuropeanStreetWord = (token: string): boolean => EUROPEAN.has(token);

/** Whether a word is a street's name written as one word with its street word ("Hauptstraße"). */
export const hasStreetEnding = (word: string): boolean => ENDINGS.some(([e]) => word.length > e.length + 1 && word.endsWith(e));

/**
 * A street token as its street key spells it: an English or European street word's one spelling,
 * a compound's street ending folded ("hauptstrasse" is "hauptstr"), or "" for a word the key
 * leaves out ("ul"). No spelling it gives is spelled again: the key of a key is the key.
 */
export function streetWordKey(token: string): string {
  const known = ENGLISH.get(token) ?? EUROPEAN.get(token);
  if (known !== undefined) return known;
  for (const [ending, key] of FOLDED_ENDINGS) {
    if (token.length > ending.length + 1 && token.endsWith(ending)) return token.slice(0, -ending.length) + key;
  }
  return token;
}
