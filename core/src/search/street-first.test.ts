import { describe, expect, it } from 'vitest';
import { planPublicSearch, type PublicSearchPlan } from './public-search-plan.ts';
import { recordMatchesPlan, type PlanMatchRecord } from './plan-match.ts';
import { streetKey } from './street-key.ts';

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

describe('streetKey of a street written number last (ADR 0256)', () => {
  it('is the key of the same street written number first', () => {
    const same: [string, string][] = [
      ['Hauptstraße 12', '12 Hauptstraße'],
      ['Berliner Straße 5', '5 Berliner Straße'],
      ['Via Roma 10', '10 Via Roma'],
      ['Kerkstraat 3A', '3A Kerkstraat'],
      ['ul. Marszałkowska 1/3', '1/3 ul. Marszałkowska'],
      ['Calle Mayor 5', '5 Calle Mayor'],
      ['Avenue Louise 54', '54 Avenue Louise'],
      ['Storgatan 7', '7 Storgatan'],
    ];
    for (const [last, first] of same) {
      expect(streetKey(last), last).toBeDefined();
      expect(streetKey(last), last).toBe(streetKey(first));
    }
    // The street ending spelled one way (ADR 0279).
    expect(streetKey('Hauptstraße 12')).toBe('12 hauptstr');
    expect(streetKey('Kerkstraat 3A')).toBe('3 a kerkstr');
  });

  it('cuts a floor, a door and what follows a comma after the number', () => {
    for (const street of ['Calle Mayor 5, 2º', 'Calle Mayor 5 2º B', 'Calle Mayor 5, 2 izq', 'Calle Mayor 5 Apt 2'])
      expect(streetKey(street), street).toBe('5 calle mayor');
    expect(streetKey('Hauptstraße 12, 10115 Berlin')).toBe('12 hauptstr');
    expect(streetKey('Hauptstraße 12-14')).toBe('12 14 hauptstr');
  });

  it('keys no street word alone, no name without a street word, and no street without a number', () => {
    for (const street of ['Hauptstraße', 'Via 10', 'Platz 3', 'Delgado 1420', 'County Road 7', 'Route 66', 'Oak Street 12'])
      expect(streetKey(street), street).toBeUndefined();
  });

  it('leaves the keys of streets written number first as they were', () => {
    expect(streetKey('1420 Oak Street Apt 4B')).toBe('1420 oak st');
    expect(streetKey('15 County Road 7')).toBe('15 county rd 7');
    expect(streetKey('PO Box 123')).toBe('po box 123');
  });
});

describe('the public search of a street written number last (ADR 0256)', () => {
  it('finds the record by its whole address typed either way', () => {
    const cases: [string, string[]][] = [
      ['Hauptstraße 12', ['Hans Müller Hauptstraße 12', 'Hans Müller Hauptstraße 12, Berlin', 'Hans Müller 12 Hauptstrasse Berlin']],
      ['12 Hauptstraße', ['Hans Müller Hauptstraße 12 Berlin']],
      ['Via Roma 10', ['Hans Müller Via Roma 10', 'Via Roma 10 Berlin', 'Hans Müller 10 Via Roma']],
      ['Kerkstraat 3A', ['Hans Müller Kerkstraat 3A', 'Kerkstraat 3a Berlin']],
      ['ul. Marszałkowska 1/3', ['Hans Müller ul. Marszałkowska 1/3']],
      ['Calle Mayor 5, 2º', ['Hans Müller Calle Mayor 5, 2º', 'Hans Müller Calle Mayor 5', 'Calle Mayor 5 Berlin']],
    ];
    for (const [street, queries] of cases) for (const q of queries) expect(finds(q, at(street)), `${street}: ${q}`).toBe(true);
  });

  it('says a floor was left out, as any unit', () => {
    expect(plan('Hans Müller Calle Mayor 5, 2º').notes.join(' ')).toContain('"2º" was left out');
  });

  it('finds nothing by the street alone, the number alone, or a part of the house number', () => {
    const hans = at('Kerkstraat 3A');
    for (const q of ['Kerkstraat', 'Hans Müller Kerkstraat 3', 'Kerkstraat 3', 'Hauptstraße 3A']) expect(finds(q, hans), q).toBe(false);
    const polish = at('ul. Marszałkowska 1/3');
    expect(finds('Marszałkowska 1/3 Berlin', polish)).toBe(false);
    expect(finds('ul. Marszałkowska 1 Berlin', polish)).toBe(false);
    expect(plan('Hauptstraße').streets).toEqual([]);
  });

  it('reads one house number a query: a number on each side of a street is not two guesses (ADR 0288)', () => {
    // "1 Hauptstraße 14" read as both "1 Hauptstraße" and "Hauptstraße 14": a record known to be
    // at number 1 made every guess at the other number a find, and no miss was ever counted.
    const known = at('Hauptstraße 1', 'karl known');
    const guessed = at('Hauptstraße 14');
    const p = plan('1 Hauptstraße 14 Berlin');
    expect(new Set(p.streets.map((s) => s.numberAt)).size).toBe(1);
    expect(finds('1 Hauptstraße 14 Berlin', known) && finds('1 Hauptstraße 14 Berlin', guessed)).toBe(false);
    expect(finds('Hans 12 Hauptstraße 14', at('Hauptstraße 12')) && finds('Hans 12 Hauptstraße 14', guessed)).toBe(false);
    // The number not read is said to be left out, as any loose number.
    expect(p.notes.join(' ')).toMatch(/"(1|14)" was left out/);
  });

  it('reads the house number, not a postal code, of an address written with both', () => {
    const hans = { ...at('Hauptstraße 12', 'hans muller', 'berlin 10115'), zip: '10115' };
    for (const q of [
      'Hans Müller Hauptstraße 12 10115 Berlin',
      'Hans Müller 10115 Berlin Hauptstraße 12',
      'Hans Müller Kerkstraat 3 1234 Berlin',
    ]) {
      const house = q.includes('Kerkstraat') ? at('Kerkstraat 3') : hans;
      expect(finds(q, house), q).toBe(true);
      expect(new Set(plan(q).streets.map((s) => s.numberAt)).size, q).toBe(1);
    }
  });

  it('reads a name and a number as before: no street, and the number is left out', () => {
    const p = plan('Maria Delgado 1420');
    expect(p.streets).toEqual([]);
    expect(p.notes.join(' ')).toContain('"1420" was left out');
  });
});
