import { describe, expect, it } from 'vitest';
import { dashRanges, MAX_RANGE_SPAN, wideRangeNote } from './house-number-range.ts';
import { planPublicSearch } from './public-search-plan.ts';
import { completeValueLookups, recordMatchesPlan, type PlanMatchRecord } from './plan-match.ts';
import { streetKey } from './street-key.ts';

const plan = (q: string) => {
  const planned = planPublicSearch(q);
  if (!planned.ok) throw new Error(planned.message);
  return planned.plan;
};
/** The street keys a query looks up, without those of its street's first word alone ("1420 oak"). */
const keys = (q: string) => [...new Set(plan(q).streets.map((s) => s.key))].filter((k) => k.endsWith(' st')).sort();

/** Whether the query finds a record stored at `street` with this name. */
const finds = (q: string, street: string, name = 'Jane Doe') => {
  const record: PlanMatchRecord = {
    nameWords: name.toLowerCase().split(' '),
    areaWords: [],
    zip: null,
    streetKey: streetKey(street) ?? null,
    emails: [],
    phoneDigits: [],
  };
  return recordMatchesPlan(plan(q), record);
};

describe('a house number range typed with a dash (ADR 0299)', () => {
  it('finds the building as stored and at either of its two numbers, never a number between', () => {
    // Since ADR 0288 read the query at one house number, "1420-1422 Oak St" no longer found 1422.
    for (const street of ['1420-1422 Oak St', '1420 Oak Street', '1422 Oak St'])
      expect(finds('1420-1422 Oak St', street), street).toBe(true);
    for (const street of ['1421 Oak St', '1424 Oak St', '1420 Elm St']) expect(finds('1420-1422 Oak St', street), street).toBe(false);
    expect(finds('Jane Doe 1420–1422 Oak Street', '1422 Oak St')).toBe(true);
    expect(finds('John Roe 1420-1422 Oak St', '1422 Oak St')).toBe(false);
    expect(keys('1420-1422 Oak St')).toEqual(['1420 1422 oak st', '1420 oak st', '1422 oak st']);
  });

  it('reads a range written number last, as Europe writes it, at either number too', () => {
    // "Hauptstraße 12-14" was read at 12 (and as written) only: a record at 14 was not found.
    for (const street of ['Hauptstraße 12-14', 'Hauptstraße 12', 'Hauptstraße 14', '14 Hauptstraße'])
      expect(finds('Jane Doe Hauptstraße 12-14', street), street).toBe(true);
    for (const street of ['Hauptstraße 13', 'Hauptstraße 16', 'Bahnhofstraße 14'])
      expect(finds('Jane Doe Hauptstraße 12-14', street), street).toBe(false);
    expect(plan('Jane Doe Hauptstraße 12-14').notes).toEqual([]);
    // Each number is its own question: a neighbour known at 12 answers no guess at 14.
    const [first, second] = completeValueLookups(plan('Jane Doe Hauptstraße 12-14'));
    expect(first!.streetKeys).toEqual(expect.arrayContaining(['12 14 hauptstr', '12 hauptstr']));
    expect(first!.streetKeys).not.toContain('14 hauptstr');
    expect(second!.streetKeys).toEqual(expect.arrayContaining(['12 14 hauptstr', '14 hauptstr']));
    expect(second!.streetKeys).not.toContain('12 hauptstr');
    // Typed with a space, the second number is the house number's second part, as before.
    expect(completeValueLookups(plan('Jane Doe Hauptstraße 12 14'))).toEqual([{ lookup: expect.any(String) }]);
  });

  it('reads its second number as no loose number', () => {
    expect(plan('Jane Doe 12-14 Oak St').notes).toEqual([]);
  });

  it('reads a range only where a dash joins two numbers, the second larger and at most a few lots on', () => {
    // Queens writes block 123, house 45; typed with a space the numbers are no range.
    expect(keys('123-45 Main St')).toEqual(['123 45 main st']);
    expect(keys('1420 1422 Oak St')).toEqual(['1420 1422 oak st']);
    expect(keys('12-12 Oak St')).toEqual(['12 12 oak st']);
    expect(keys(`1-${1 + MAX_RANGE_SPAN} Oak St`)).toEqual([`1 ${1 + MAX_RANGE_SPAN} oak st`, `1 oak st`, `${1 + MAX_RANGE_SPAN} oak st`]);
  });

  it('reads a wide range only as written, and says so: a range is never a wildcard', () => {
    const wide = plan('Jane Doe 100-200 Oak St');
    expect(keys('Jane Doe 100-200 Oak St')).toEqual(['100 200 oak st']);
    expect(wide.notes).toEqual([wideRangeNote('100-200')]);
    expect(wideRangeNote('100-200')).toBe(
      '"100-200" was searched as written: a house number range is also searched at its two numbers only when they are at most 10 apart.',
    );
    expect(finds('Jane Doe 100-200 Oak St', '150 Oak St')).toBe(false);
    expect(finds('Jane Doe 100-200 Oak St', '200 Oak St')).toBe(false);
  });

  it('asks the lookup budget one question per number, each answered by its own keys', () => {
    const [first, second] = completeValueLookups(plan('1420-1422 Oak St'));
    expect(first!.streetKeys).toEqual(expect.arrayContaining(['1420 1422 oak st', '1420 oak st']));
    expect(first!.streetKeys).not.toContain('1422 oak st');
    expect(second!.streetKeys).toEqual(expect.arrayContaining(['1420 1422 oak st', '1422 oak st']));
    expect(second!.streetKeys).not.toContain('1420 oak st');
    expect(first!.lookup).not.toBe(second!.lookup);
    // Anything else asks one question, answered by any of its keys.
    for (const q of ['1420 Oak St', '123-45 Main St', '100-200 Oak St', 'jane@example.com', '(217) 555-0142'])
      expect(completeValueLookups(plan(q)), q).toEqual([{ lookup: expect.any(String) }]);
    expect(completeValueLookups(plan('Jane Doe'))).toEqual([]);
  });

  it('finds the dashes a keyboard or a word processor types, and no range inside a longer number', () => {
    for (const text of ['12-14', '12 - 14', '12–14', '12—14', '12\u221214']) expect([...dashRanges(text).short], text).toEqual(['12 14']);
    for (const text of ['555-12-14', '12-14-16', '12-14a', 'a12-14', '1/2-4']) expect([...dashRanges(text).short], text).toEqual([]);
  });
});
