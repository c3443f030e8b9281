import { describe, expect, it } from 'vitest';
import { toTsQuery } from './postgres-search.ts';
import { tokenize } from './search-keys.ts';
import { planSearch } from './search-plan.ts';
import { toFtsQuery } from './sqlite-search.ts';

describe('search keys', () => {
  it('tokenizes to lowercase ASCII words and numbers, folding accents', () => {
    expect(tokenize("José O'Brien-Smith, 5th Ave.")).toEqual(['jose', 'o', 'brien', 'smith', '5', 'th', 'ave']);
    expect(tokenize('schuyler.osinski1@example.com')).toEqual(['schuyler', 'osinski', '1', 'example', 'com']);
  });

  it('plans the three kinds of query', () => {
    expect(planSearch('  Maria   Delgado ')).toMatchObject({ kind: 'text', tokens: ['maria', 'delgado'], columns: null });
    expect(planSearch('(217) 555-0142')).toMatchObject({ kind: 'number', tokens: ['2175550142'] });
    expect(planSearch('+1 217 555 0142')).toMatchObject({ kind: 'number', tokens: ['2175550142'] });
    expect(planSearch('62704')).toMatchObject({ kind: 'number', tokens: ['62704'] });
    expect(planSearch('Maria@Example.com')).toMatchObject({ kind: 'email', emailPrefix: 'maria@example.com', domainOnly: false });
    expect(planSearch('@northwind.example')).toMatchObject({ kind: 'email', emailPrefix: 'northwind.example', domainOnly: true });
    expect(planSearch('!!!')).toBeUndefined();
  });

  it('builds index queries that cannot be broken by user input', () => {
    const plan = planSearch('o"ne* OR two) NEAR(')!;
    expect(toFtsQuery(plan)).toBe('("o" OR "o"*) AND ("ne" OR "ne"*) AND ("or" OR "or"*) AND ("two" OR "two"*) AND ("near" OR "near"*)');
    expect(toTsQuery(planSearch('555-0142')!)).toBe('(5550142:BC | 5550142:*BC)');
  });

  it('matches numbers inside text queries whole, words as prefixes', () => {
    const plan = planSearch('12 Main')!;
    expect(toFtsQuery(plan)).toBe('"12" AND ("main" OR "main"*)');
    expect(toTsQuery(plan)).toBe('12 & (main | main:*)');
  });
});
