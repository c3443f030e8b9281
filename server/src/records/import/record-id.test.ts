// Record ids (ADR 0133): unguessable like before (128 random bits), and ids made one after
// another sort one after another, in byte order (SQLite) and in a locale collation
// (PostgreSQL's default), so the id and record_id indexes take appends.
import { describe, expect, it } from 'vitest';
import { newRecordId } from './record-prepare.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('record ids', () => {
  it('sort in the order they were made, bytewise and in a locale collation, and never repeat', async () => {
    const made: string[] = [];
    for (let i = 0; i < 6; i++) {
      made.push(newRecordId());
      await sleep(3);
    }
    const collator = new Intl.Collator('en-US');
    expect([...made].sort()).toEqual(made);
    expect([...made].sort(collator.compare)).toEqual(made);
    const many = new Set(Array.from({ length: 20_000 }, () => newRecordId()));
    expect(many.size).toBe(20_000);
    for (const id of made) expect(id).toMatch(/^[0-9a-z]{9}[A-Za-z0-9_-]{22}$/);
  });
});
