// Record ids (ADR 0133, amended by ADR 0220): unguessable (128 random bits); an import batch's
// ids share its start as a prefix, so they sort after an earlier batch's (the id index takes a
// batch's inserts at its right edge) but in no order among themselves: a stranger who sees the
// ids of several records cannot tell which came first in the dump.
import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-prepare.ts';

describe('record ids', () => {
  it('of one batch share its start and no more: the order they were made in is not in them', () => {
    const start = '2026-11-29T10:00:00.000Z';
    const made = Array.from({ length: 64 }, () => newRecordId(start));
    const prefix = Date.parse(start).toString(36).padStart(9, '0');
    for (const id of made) {
      expect(id).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
      expect(id.slice(0, 9)).toBe(prefix);
    }
    // Made one after another, yet sorted they come out in another order (64 random ids sort in
    // the order made once in 64! times).
    expect([...made].sort()).not.toEqual(made);
    expect(new Set(Array.from({ length: 20_000 }, () => newRecordId(start))).size).toBe(20_000);
  });

  it("of a later batch sort after an earlier batch's, bytewise and in a locale collation", () => {
    const earlier = Array.from({ length: 20 }, () => newRecordId('2026-11-29T10:00:00.000Z'));
    const later = Array.from({ length: 20 }, () => newRecordId('2026-11-29T10:00:00.001Z'));
    const collator = new Intl.Collator('en-US');
    for (const a of earlier) {
      for (const b of later) {
        expect(a < b).toBe(true);
        expect(collator.compare(a, b)).toBeLessThan(0);
      }
    }
  });

  it('refuse a start that is not a date', () => {
    expect(() => newRecordId('not a date')).toThrow(RangeError);
  });
});
