import { randomBytes } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { mapRow, resolveHeaders } from '@breachwatch/core';
import { expect, it } from 'vitest';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { headerSetOf } from '../store/index.ts';
import { packRecords, PackedReader, transferList } from './prepared-batch-codec.ts';
import { prepareRecord, type PreparedRecord } from './record-prepare.ts';

const cipher = createFieldCipher(randomBytes(32));

function prepared(): PreparedRecord[] {
  const resolved = resolveHeaders(['First Name', 'Last Name', 'Email', 'Phone', 'DOB', 'City', 'Notes']);
  const columns = headerSetOf(resolved, cipher);
  const rows = [
    ['Zoë', 'Ångström', 'zoe@example.com; z2@example.org', '555-010-0001', '1980-02-03', 'Zürich', 'emoji 🙂 and 漢字'],
    ['', 'Solo', '', '', '', '', ''],
    ['Nick', 'Empty', 'nick@example.com', '+1 555 010 0002, 555-010-0003', 'not a date', '', '\\ tab\tand quote " kept'],
  ];
  return rows.map((r, i) => prepareRecord(mapRow(resolved, r), 'batch-1', '2026-11-27T00:00:00.000Z', cipher, i === 0, columns));
}

it('a packed batch reads back as the same records, nulls, numbers and any character included', async () => {
  const records = prepared();
  expect(records[0]!.alertKeys.length).toBeGreaterThan(0);
  expect(records[0]!.values).toContain(1980);
  expect(records[1]!.values).toContain(null);
  const packed = packRecords(records);
  // As a worker posts it: the typed arrays move, the text is copied.
  const { port1, port2 } = new MessageChannel();
  const received = new Promise<typeof packed>((resolve) => port2.once('message', resolve));
  port1.postMessage(packed, transferList(packed));
  const copy = await received;
  port1.close();
  expect(packed.lengths.byteLength).toBe(0);
  const reader = new PackedReader(copy);
  expect(reader.remaining).toBe(3);
  const back = [...reader.take(2), ...reader.take(5)];
  expect(reader.remaining).toBe(0);
  expect(back).toEqual(records);
});

it('an empty batch packs and reads as empty', () => {
  const reader = new PackedReader(packRecords([]));
  expect(reader.remaining).toBe(0);
  expect(reader.take(10)).toEqual([]);
});
