import { describe, it, expect } from 'vitest';
import { MAX_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from './constants.ts';
import { isSearchableQuery, searchParamsSchema, searchQuerySchema } from './search.ts';

const messages = (v: unknown) => {
  const r = searchQuerySchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('searchQuerySchema (spec §5)', () => {
  it('uses the spec limits', () => {
    expect(MIN_SEARCH_LENGTH).toBe(3);
    expect(MAX_SEARCH_LENGTH).toBe(200);
  });
  it('trims and needs at least 3 characters', () => {
    expect(searchQuerySchema.parse('  Ann  ')).toBe('Ann');
    expect(messages('  ab  ')).toEqual(['Enter at least 3 characters.']);
    expect(messages('')).toEqual(['Enter at least 3 characters.']);
    expect(messages(undefined)).toEqual(['Enter at least 3 characters.']);
  });
  it('counts a character of a syllabic or ideographic script as two: a two-character name is enough', () => {
    for (const name of ['王芳', '李娜', '김민', 'さくら', 'アキ']) expect(isSearchableQuery(name), name).toBe(true);
    expect(messages('王')).toEqual(['Enter at least 3 characters.']);
    expect(messages(' 김 ')).toEqual(['Enter at least 3 characters.']);
    // letters of alphabets count once, whole even outside the Basic Multilingual Plane
    expect(messages('Ян')).toEqual(['Enter at least 3 characters.']);
    expect(messages('𝒶𝒷')).toEqual(['Enter at least 3 characters.']);
    expect(isSearchableQuery('Яна')).toBe(true);
  });
  it('caps the length at 200', () => {
    expect(searchQuerySchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(messages('x'.repeat(201))).toEqual(['Search text is too long (200 characters at most).']);
  });
  it('works as query-string schema and predicate', () => {
    expect(searchParamsSchema.parse({ q: ' 555 ' })).toEqual({ q: '555' });
    // ?q=Maria&q=Delgado: one search at a time, said as such (not "too short").
    expect(messages(['Maria', 'Delgado'])).toEqual(['Search for one thing at a time.']);
    expect(isSearchableQuery(' ab ')).toBe(false);
    expect(isSearchableQuery('abc')).toBe(true);
  });
});
