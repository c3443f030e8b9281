import { planPublicSearch } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { pgSearchTerms } from './pg-search-terms.ts';
import { toTsQuery } from './postgres-search.ts';
import { keyWords, tokenize, type SearchKeySource } from './search-keys.ts';
import { planSearch, publicTextPlan } from './search-plan.ts';
import { toFtsQuery } from './sqlite-search.ts';

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
    expect(keyWords(shaped, 'place')).toEqual(['peoria', 'il', '61602', '1234', 'peoria', 'county']);
    expect(keyWords(shaped, 'contact')).toEqual([]);
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
