import type { PublicSearchResult } from '@breachwatch/core/schemas/record-views';
import { describe, expect, it } from 'vitest';
import type { CardRow } from '../store/index.ts';
import { PublicCardMemo } from './public-card-memo.ts';

const row = (id: string, over: Partial<CardRow> = {}): CardRow => ({
  seq: 1,
  id,
  full_name: 'Ada Lovelace',
  birth_year: 1990,
  ssn_last4: null,
  secret: 'ciphertext-1',
  street: null,
  city: 'London',
  state: null,
  zip: null,
  county: null,
  risk_level: 'low',
  employment: null,
  benefits: null,
  emails: ['ada@example.org'],
  phones: [],
  ...over,
});
const card = (id: string, city: string | null): PublicSearchResult =>
  ({ id, name: 'A. L.', birthYear: null, age: null, city, state: null, zip: null, risk: { level: 'low' }, dataClasses: [] }) as never;

describe('PublicCardMemo', () => {
  const today = new Date(2026, 10, 26, 12);

  it('reuses a card only for the very same inputs on the same day', () => {
    const memo = new PublicCardMemo();
    let built = 0;
    const build = (city: string | null) => () => (built++, card('a', city));
    memo.card(row('a'), today, build('London'));
    memo.card(row('a'), today, build('London'));
    expect(built).toBe(1);
    // Re-encrypted (a changed secret), another column, another day: built again.
    memo.card(row('a', { secret: 'ciphertext-2' }), today, build('London'));
    memo.card(row('a', { secret: 'ciphertext-2', city: 'Paris' }), today, build('Paris'));
    expect(memo.card(row('a', { secret: 'ciphertext-2', city: 'Paris' }), new Date(2026, 10, 27, 0, 1), build('Paris')).city).toBe('Paris');
    expect(built).toBe(4);
  });

  it('forgets cards past their age and past its size, oldest use first', () => {
    let now = 0;
    const memo = new PublicCardMemo(2, 1000, () => now);
    let built = 0;
    const build = (id: string) => () => (built++, card(id, null));
    memo.card(row('a'), today, build('a'));
    memo.card(row('b'), today, build('b'));
    memo.card(row('a'), today, build('a')); // a is now the most recently used
    memo.card(row('c'), today, build('c')); // b leaves
    expect([memo.has('a'), memo.has('b'), memo.has('c'), memo.size]).toEqual([true, false, true, 2]);
    now = 1000;
    memo.card(row('a'), today, build('a'));
    expect(built).toBe(4);
    memo.forget(['a', 'c']);
    expect(memo.size).toBe(0);
  });

  it('hands out cards no caller can change', () => {
    const memo = new PublicCardMemo();
    const shown = memo.card(row('a'), today, () => card('a', 'London'));
    expect(() => {
      (shown as { city: string | null }).city = 'Elsewhere';
    }).toThrow();
    expect(() => (shown.dataClasses as string[]).push('x')).toThrow();
  });
});
