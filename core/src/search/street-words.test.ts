import { describe, expect, it } from 'vitest';
import { planPublicSearch, TOO_SHORT_AS_SEARCHED_MESSAGE, type PublicSearchPlan } from './public-search-plan.ts';
import { recordMatchesPlan, type PlanMatchRecord } from './plan-match.ts';
import { streetKey } from './street-key.ts';
import { tokenize } from './tokenize.ts';
import { EUROPEAN_STREET_WORDS, STREET_ENDINGS, abbreviateStreetWord, spellStreetShortForms, streetWordKey } from './street-words.ts';

function plan(q: string): PublicSearchPlan {
  const result = planPublicSearch(q);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result.plan;
}

/** A record at `street`, keyed as the import keys it. */
const at = (street: string, name = 'hans muller', area = 'berlin'): PlanMatchRecord => ({
  nameWords: name.split(' '),
  areaWords: area.split(' '),
  zip: null,
  streetKey: streetKey(street) ?? null,
  emails: [],
  phoneDigits: [],
});
const finds = (q: string, r: PlanMatchRecord) => recordMatchesPlan(plan(q), r);

/** Each street, and the ways its owner or a dump writes it. */
const SAME_STREETS: [string, string[]][] = [
  ['Hauptstraße 12', ['Hauptstr. 12', 'Hauptstr 12', 'Hauptstrasse 12', 'HAUPTSTRASSE 12', '12 Hauptstr.']],
  ['Berliner Straße 5', ['Berliner Str. 5', 'Berliner Strasse 5', 'Berliner Str 5']],
  ['Kerkstraat 3A', ['Kerkstr. 3A', 'Kerkstr 3a']],
  ['Marktplatz 1', ['Marktpl. 1']],
  ['Calle Mayor 5', ['C/ Mayor 5', 'C/Mayor 5', 'c/ Mayor 5, 2º']],
  ['Avenida de la Paz 3', ['Avda. de la Paz 3', 'Av. de la Paz 3', 'Avda de la Paz 3']],
  ['Avenue Louise 54', ['Av. Louise 54', 'av Louise 54']],
  ['Boulevard Haussmann 12', ['Bd Haussmann 12', 'Bld Haussmann 12', 'Bd. Haussmann 12']],
  ['Viale Monza 12', ['V.le Monza 12', 'V. le Monza 12']],
  ['Piazza Duomo 1', ['P.zza Duomo 1', 'P.za Duomo 1']],
  ['Corso Buenos Aires 3', ['C.so Buenos Aires 3']],
  ['Carretera de Toledo 4', ['Ctra. de Toledo 4']],
  ['Plaza Mayor 2', ['Pza. Mayor 2']],
  ['ul. Długa 5', ['ulica Długa 5', '5 Długa', '5 ul. Długa']],
];

describe('the written forms of a European street word (ADR 0279)', () => {
  it('give one street key, stored either way', () => {
    for (const [street, forms] of SAME_STREETS) {
      expect(streetKey(street), street).toBeDefined();
      for (const form of forms) expect(streetKey(form), form).toBe(streetKey(street));
    }
    expect(streetKey('Hauptstr. 12')).toBe('12 hauptstr');
    expect(streetKey('C/ Mayor 5')).toBe('5 calle mayor');
    expect(streetKey('ul. Długa 5')).toBe('5 dluga');
  });

  it('keep streets apart that are not the same', () => {
    const keys = ['Hauptstraße 12', 'Hauptstraße 13', 'Hauptweg 12', 'Hauptgasse 12', 'Nebenstraße 12', 'Calle Menor 5', 'Via Roma 10'].map(
      (s) => streetKey(s),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('leave the keys of English and US streets as they were', () => {
    for (const [street, key] of [
      ['1420 Oak Street', '1420 oak st'],
      ['12 St Marks Pl', '12 st marks pl'],
      ['100 Saint Paul Ave', '100 st paul ave'],
      ['1200 R St NW', '1200 r st nw'],
      ['77 Peachtree Rd NE', '77 peachtree rd ne'],
      ['12 Constructor Way', '12 constructor way'],
      ['5 Sunset Blvd', '5 sunset blvd'],
      ['15 County Road 7', '15 county rd 7'],
    ])
      expect(streetKey(street), street).toBe(key);
    // A single letter stays a name's initial, "c/o" stays "care of": no street is read there.
    expect(streetKey('C. Mayor 5')).toBeUndefined();
    expect(streetKey('c/o Smith 5')).toBeUndefined();
    expect(streetKey('Długa 5')).toBeUndefined();
  });

  it('spell a key word once: a key of a key is the key, and the two tables agree', () => {
    for (const word of [...Object.keys(EUROPEAN_STREET_WORDS), ...Object.values(EUROPEAN_STREET_WORDS), 'street', 'avenue', 'st', 'ave']) {
      const key = streetWordKey(word);
      expect(streetWordKey(key), word).toBe(key);
      // A word of both tables keys as the English table abbreviates it.
      if (abbreviateStreetWord(word) !== word) expect(key, word).toBe(abbreviateStreetWord(word));
    }
    for (const [ending, key] of Object.entries(STREET_ENDINGS)) expect(streetWordKey(`haupt${ending}`), ending).toBe(`haupt${key}`);
  });

  it('spells out only short forms written with their punctuation', () => {
    expect(tokenize(spellStreetShortForms('C/Mayor 5'))).toEqual(['calle', 'mayor', '5']);
    expect(tokenize(spellStreetShortForms('V.le Monza, P.zza Duomo, C.so Como'))).toEqual([
      'viale',
      'monza',
      'piazza',
      'duomo',
      'corso',
      'como',
    ]);
    for (const text of ['c/o Jane Doe', 'Tic/Tac', '1/3', 'Maria C. Mayor', 'Vale 12'])
      expect(spellStreetShortForms(text), text).toBe(text);
  });
});

describe('the public search of a street typed in another written form (ADR 0279)', () => {
  it('finds the record by its whole address typed with the form its owner uses', () => {
    for (const [street, forms] of SAME_STREETS) {
      for (const form of forms) expect(finds(`Hans Müller ${form}`, at(street)), `${street}: ${form}`).toBe(true);
      // And the other way round: stored abbreviated, typed spelled out.
      for (const form of forms) expect(finds(`Hans Müller ${street}`, at(form)), `${form}: ${street}`).toBe(true);
    }
    expect(finds('Hans Müller Hauptstr. 12 Berlin', at('Hauptstraße 12, 10115 Berlin'))).toBe(true);
  });

  it('finds nothing by another number, another street, or part of a street', () => {
    const hans = at('Hauptstraße 12');
    for (const q of [
      'Hans Müller Hauptstr. 13',
      'Hans Müller Hauptstr. 1',
      'Hans Müller Nebenstr. 12',
      'Hans Müller Haupt 12',
      'Hans Müller Hauptst 12',
      'Hans Müller Str. 12',
      'Hans Müller Straße 12',
      'Hans Müller 12 Str',
      'Hauptstr. 12 Hamburg',
    ])
      expect(finds(q, hans), q).toBe(false);
    const carmen = at('Calle Mayor 5');
    for (const q of [
      'Hans Müller C/ Mayor 6',
      'Hans Müller C/ Menor 5',
      'Hans Müller C/ 5',
      'Hans Müller Calle 5',
      'Hans Müller C Mayor 5',
    ])
      expect(finds(q, carmen), q).toBe(false);
    const jan = at('ul. Długa 5');
    for (const q of ['Hans Müller ul. 5', 'Hans Müller ul. Długa 6', 'Hans Müller ul. Dł 5']) expect(finds(q, jan), q).toBe(false);
  });

  it('reads a street word alone and a number as no street', () => {
    for (const q of ['Str. 12', 'ulica 5']) {
      expect(plan(q).streets, q).toEqual([]);
      expect(plan(q).notes.join(' '), q).toContain('was left out');
    }
    // Two letters are all these would search, a prefix of many names (ADR 0315).
    for (const q of ['ul. 5', 'C/ 5', 'Bd 12', 'Av. 3']) {
      expect(planPublicSearch(q), q).toEqual({ ok: false, message: TOO_SHORT_AS_SEARCHED_MESSAGE });
    }
  });
});
