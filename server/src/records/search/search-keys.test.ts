import { planPublicSearch } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { pgSearchTerms } from './pg-search-terms.ts';
import { toTsQuery } from './postgres-search.ts';
import { keyWords, tokenize, type SearchKeySource } from './search-keys.ts';
import { planSearch, publicTextPlan } from './search-plan.ts';
import { toFtsQuery } from './sqlite-fts.ts';

describe('search keys', () => {
  it('tokenizes to lowercase ASCII words and numbers, folding accents', () => {
    expect(tokenize("José O'Brien-Smith, 5th Ave.")).toEqual(['jose', 'o', 'brien', 'smith', '5', 'th', 'ave']);
    expect(tokenize('schuyler.osinski1@example.com')).toEqual(['schuyler', 'osinski', '1', 'example', 'com']);
  });

  it('keys a place value the card withholds as a contact word, not a place word (ADR 0230)', () => {
    const rec = (address: Partial<SearchKeySource['address']>): SearchKeySource => ({
      fullName: 'Wynn Guessme',
      emails: [],
      phones: [],
      address,
    });
    const misplaced = rec({ city: '77 Larch Lane', state: 'Maine', zip: '987654321', county: 'x@example.org' });
    expect(keyWords(misplaced, 'place')).toEqual(['maine', 'me']);
    expect(keyWords(misplaced, 'contact')).toEqual(['77', 'larch', 'lane', '987654321', 'x', 'example', 'org']);
    const shaped = rec({ city: 'Peoria', state: 'IL', zip: '61602-1234', county: 'Peoria County' });
    expect(keyWords(shaped, 'place')).toEqual(['peoria', 'il', '61602', 'peoria', 'county']);
    expect(keyWords(shaped, 'contact')).toEqual(['61602', '1234']);
  });

  it("keys a postcode's area part as a place word and the code as stored only as a contact word (ADR 0308)", () => {
    // The card shows a stranger the area part only (ADR 0305): keyed whole, "name + aa" beside
    // the name confirmed the hidden letters of "SW1A 1AA".
    const keys = (zip: string) => {
      const rec: SearchKeySource = { fullName: 'Outward Plusperson', emails: [], phones: [], address: { zip } };
      return { place: keyWords(rec, 'place'), contact: keyWords(rec, 'contact') };
    };
    // The tokenizer splits letters from digits: the hidden letters are words of their own.
    expect(keys('SW1A 1AA')).toEqual({ place: ['sw', '1', 'a'], contact: ['sw', '1', 'a', '1', 'aa'] });
    expect(keys('K1A 0B1')).toEqual({ place: ['k', '1', 'a'], contact: ['k', '1', 'a', '0', 'b', '1'] });
    expect(keys('D02 X285')).toEqual({ place: ['d', '02'], contact: ['d', '02', 'x', '285'] });
    expect(keys('1012 AB')).toEqual({ place: ['1012'], contact: ['1012', 'ab'] });
    expect(keys('C1425DKB')).toEqual({ place: ['c', '1425'], contact: ['c', '1425', 'dkb'] });
    expect(keys('62701-1234')).toEqual({ place: ['62701'], contact: ['62701', '1234'] });
    // A code that is all area stays a place word only.
    expect(keys('62701')).toEqual({ place: ['62701'], contact: [] });
    expect(keys('SW1A')).toEqual({ place: ['sw', '1', 'a'], contact: [] });
  });

  it('keys the digits a name shows a stranger only as their kind as contact words (ADR 0308)', () => {
    const keys = (fullName: string) => {
      const rec: SearchKeySource = { fullName, emails: [], phones: [], address: {} };
      return { name: keyWords(rec, 'name'), contact: keyWords(rec, 'contact') };
    };
    expect(keys('Jofive Kerrperson 12345')).toEqual({ name: ['jofive', 'kerrperson'], contact: ['12345'] });
    expect(keys('Maskfour Nameperson SSN 3456')).toEqual({ name: ['maskfour', 'nameperson', 'ssn'], contact: ['3456'] });
    expect(keys('Masktwo Nameperson ***-**-5678')).toEqual({ name: ['masktwo', 'nameperson'], contact: ['5678'] });
    // A year, and up to three digits, are shown and stay name words.
    expect(keys('Maria Delgado 1984').name).toEqual(['maria', 'delgado', '1984']);
    expect(keys('Louis 14').name).toEqual(['louis', '14']);
  });

  it('plans the three kinds of query', () => {
    expect(planSearch('  Maria   Delgado ')).toMatchObject({ kind: 'text', tokens: ['maria', 'delgado'], columns: null });
    expect(planSearch('(217) 555-0142')).toMatchObject({ kind: 'number', tokens: ['2175550142'] });
    expect(planSearch('+1 217 555 0142')).toMatchObject({ kind: 'number', tokens: ['2175550142'] });
    expect(planSearch('62704')).toMatchObject({ kind: 'number', tokens: ['62704'] });
    expect(planSearch('Maria@Example.com')).toMatchObject({ kind: 'email', emailPrefix: 'maria@example.com', domainOnly: false });
    expect(planSearch('@northwind.example')).toMatchObject({ kind: 'email', emailPrefix: 'northwind.example', domainOnly: true });
    expect(planSearch('@northwind.example')?.otherSpellings).toBeUndefined();
    // a complete address or domain in another script is matched in both spellings (ADR 0183)
    expect(planSearch('Olga@Пример.рф')).toMatchObject({ emailPrefix: 'olga@пример.рф', otherSpellings: ['olga@xn--e1afmkfd.xn--p1ai'] });
    expect(planSearch('@xn--e1afmkfd.xn--p1ai')).toMatchObject({ emailPrefix: 'xn--e1afmkfd.xn--p1ai', otherSpellings: ['пример.рф'] });
    expect(planSearch('olga@при')?.otherSpellings).toBeUndefined();
    expect(planSearch('!!!')).toBeUndefined();
  });

  it('builds index queries that cannot be broken by user input', () => {
    const plan = planSearch('o"ne* OR two) NEAR(')!;
    expect(toFtsQuery(plan)).toBe('("o" OR "o"*) AND ("ne" OR "ne"*) AND ("or" OR "or"*) AND ("two" OR "two"*) AND ("near" OR "near"*)');
    expect(toTsQuery(planSearch('555-0142')!)).toBe(
      `(c5550142 | ${[...'0123456789'].map((d) => `c5550142${d}:*`).join(' | ')} | p5550142 | ${[...'0123456789'].map((d) => `p5550142${d}:*`).join(' | ')})`,
    );
  });

  it('matches numbers inside text queries whole, words as prefixes', () => {
    const plan = planSearch('12 Main')!;
    expect(toFtsQuery(plan)).toBe('"12" AND ("main" OR "main"*)');
    // The admin search asks no word whole: each keeps the whole word beside its longer forms.
    expect(toTsQuery(plan)).toBe(`(n12 | c12 | p12) & (${['n', 'c', 'p'].map((g) => longer(`${g}main`)).join(' | ')})`);
  });
});

/** A prefix in ADR 0140's spelling: the whole word, or a longer word by its next letter. */
const longer = (lexeme: string) => [lexeme, ...[...'abcdefghijklmnopqrstuvwxyz'].map((c) => `${lexeme}${c}:*`)].join(' | ');

function publicPlan(q: string) {
  const planned = planPublicSearch(q);
  if (!planned.ok) throw new Error(planned.message);
  return publicTextPlan(planned.plan)!;
}

describe('PostgreSQL search terms (ADR 0140)', () => {
  it('tags each word with its key group, so one column holds all three', () => {
    expect(pgSearchTerms({ name: 'maria delgado', contact: 'mdelgado 2175550142 5550142', place: 'springfield il 62704' })).toBe(
      'nmaria ndelgado cmdelgado c2175550142 c5550142 pspringfield pil p62704',
    );
    expect(pgSearchTerms({ name: '', contact: '', place: '' })).toBe('');
    // PostgreSQL refuses lexemes of 2,048 bytes or more; to_tsvector skipped such words too.
    expect(pgSearchTerms({ name: `ann ${'x'.repeat(3000)}`, contact: '', place: '' })).toBe('nann');
    // Counted in bytes: 1,000 Cyrillic letters are 2,000 bytes, 1,100 are 2,200 (ADR 0181).
    const fits = 'ж'.repeat(1000);
    expect(pgSearchTerms({ name: `иван ${fits} ${'ж'.repeat(1100)}`, contact: '', place: '' })).toBe(`nиван n${fits}`);
  });

  it('asks a word of another script as one prefix: it may go on with any letter (ADR 0181)', () => {
    expect(toTsQuery(publicPlan('Ив Петров'))).toBe('(nив:* | pив:*) & (nпетров:* | pпетров:*) & (nив:* | nпетров:*)');
    expect(toTsQuery(planSearch('李')!)).toBe('(n李:* | c李:* | p李:*)');
  });

  it('asks the public search for name and place words without weight labels, one word at least in the name', () => {
    const plan = publicPlan('Maria Springfield 62704');
    expect(toTsQuery(plan)).toBe(
      '(nmaria:* | pmaria:*) & (nspringfield:* | pspringfield:*) & (n62704 | p62704) & (nmaria:* | nspringfield:*)',
    );
    expect(toTsQuery(plan, true)).toBe('(nmaria | pmaria) & (nspringfield | pspringfield) & (n62704 | p62704) & (nmaria | nspringfield)');
    // One word: it must be in the name, which implies the name or place.
    expect(toTsQuery(publicPlan('Maria'))).toBe('nmaria:*');
    // Only a plan whose common words were asked whole says so; without that, the longer spelling.
    expect(toTsQuery({ ...publicPlan('Maria'), commonWordsDecided: undefined })).toBe(`(${longer('nmaria')})`);
    // A word of four letters or more not asked whole is a rarer one: one prefix entry (ADR 0177).
    // A shorter one keeps the whole word beside its longer forms: "new" may be in thousands of cities.
    expect(toTsQuery(publicPlan('Ann Lee'))).toBe(
      `(${longer('nann')} | ${longer('pann')}) & (${longer('nlee')} | ${longer('plee')}) & ((${longer('nann')}) | (${longer('nlee')}))`,
    );
  });
});
