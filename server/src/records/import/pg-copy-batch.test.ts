import { randomBytes } from 'node:crypto';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { pgSearchTerms } from '../search/index.ts';
import { headerSetOf } from '../store/index.ts';
import { encodePgCopyBatch, insertedAlertCandidates } from './pg-copy-batch.ts';
import { prepareRecord } from './record-prepare.ts';

const cipher = createFieldCipher(randomBytes(32));
const resolved = resolveHeaders(['First Name', 'Last Name', 'Email', 'Phone', 'Street', 'City']);
const columns = headerSetOf(resolved, cipher);
const record = (row: string[], alerts = false) =>
  prepareRecord(mapRow(resolved, row), 'batch-1', '2026-11-27T00:00:00.000Z', cipher, alerts, columns);

/** The search_terms field of each line, unescaped as COPY reads it (no escapes expected). */
const termsOf = (text: Uint8Array) =>
  new TextDecoder()
    .decode(text)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t').at(-1));

it("writes each record's search terms as PostgreSQL's column takes them, whatever its keys", () => {
  const records = [
    record(['Zoë', 'Ångström', 'zoe@example.com', '555-010-0001', '12 Main St', 'Zürich']),
    record(['', 'Solo', '', '', '', '']),
  ];
  // Keys the tokenizer never makes still come out as pgSearchTerms makes them.
  const odd = record(['Odd', 'Keys', '', '', '', '']);
  odd.keys = { name: '  two  spaces ', contact: `x${'y'.repeat(2100)} ok`, place: 'tab\there back\\slash é' };
  records.push(odd);
  const batch = encodePgCopyBatch(records);
  expect(termsOf(batch.recordText).slice(0, 2)).toEqual(records.slice(0, 2).map((r) => pgSearchTerms(r.keys)));
  expect(termsOf(batch.recordText)[2]).toBe('ntwo nspaces cok ptab\\there pback\\\\slash pé');
  expect(new TextDecoder().decode(batch.emailText)).toBe(`${records[0]!.id}\tzoe@example.com\texample.com\n`);
  // The next batch starts afresh.
  expect(encodePgCopyBatch(records.slice(1, 2)).emailText).toHaveLength(0);
});

it('keeps the alert keys of the records that were inserted only', () => {
  const a = record(['Ann', 'One', 'ann@example.com', '', '', ''], true);
  const b = record(['Bob', 'Two', 'bob@example.com; bob2@example.org', '', '', ''], true);
  const c = record(['Cy', 'Three', '', '', '', ''], true);
  const batch = encodePgCopyBatch([a, b, c]);
  expect(insertedAlertCandidates(batch, [b.id, c.id])).toEqual([{ id: b.id, alertKeys: b.alertKeys }]);
  expect(b.alertKeys).toHaveLength(2);
  expect(insertedAlertCandidates(batch, [a.id, b.id])).toEqual([
    { id: a.id, alertKeys: a.alertKeys },
    { id: b.id, alertKeys: b.alertKeys },
  ]);
});
