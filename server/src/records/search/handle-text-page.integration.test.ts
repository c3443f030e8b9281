import { inboxLookupKeys } from '@breachwatch/core/scan/email-variants';
import { randomBytes } from 'node:crypto';
import { mapRow, planPublicSearch, resolveHeaders } from '@breachwatch/core';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-context.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import {
  createPublicTextMatches as up,
  dropPublicTextMatches as down,
} from '../../db/migrations/20261130T0200-open-batches-in-text-page.ts';
import { createFieldCipher } from '../../lib/field-cipher.ts';
import { prepareRecord, writeRecords } from '../import/index.ts';
import { createRecordSearch, publicTextPlan, type RecordSearch } from './index.ts';

// The public text page on a database handle without a search reader of its own: PostgreSQL,
// and SQLite in memory (no second connection to read from). Each reads the count and the
// candidates' cards together (publicTextMatches, ADR 0178); these are the answers the page is
// built from: the count up to the cap, whole words ranked first among many, none past the cap.

let database: DatabaseHandle;
let drop: () => Promise<void> = async () => {};
let search: RecordSearch;

const SMITHSONS = 70;
const JANE_EMAIL = 'jane.smith@example.org';

beforeAll(async () => {
  if (testDatabaseKind === 'sqlite') database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  else ({ database, drop } = await openTestDatabase());
  await migrateToLatest(database.db);
  const headers = resolveHeaders(['First Name', 'Last Name', 'City', 'Email', 'Phone', 'Address']);
  const rows = [
    ...Array.from({ length: SMITHSONS }, (_, i) => [`Pat${String.fromCharCode(97 + (i % 26))}${i}`, 'Smithson', 'Dayton', '', '', '']),
    ['Jane', 'Smith', 'Dayton', JANE_EMAIL, '(937) 555-0142', '12 Elm St'],
    ['Jon', 'Smith', 'Akron', '', '', ''],
  ];
  const cipher = createFieldCipher(randomBytes(32));
  const now = new Date().toISOString();
  const records = rows.map((row) => prepareRecord(mapRow(headers, row), 'handle-batch', now, cipher));
  if (database.kind === 'sqlite') {
    expect(await writeRecords({ dialect: 'sqlite', sqlite: database.sqlite! }, records)).toMatchObject({ inserted: rows.length });
  } else {
    const client = await database.pgPool!.connect();
    try {
      await client.query('begin');
      expect(await writeRecords({ dialect: 'postgres', pgClient: client }, records)).toMatchObject({ inserted: rows.length });
      await client.query('commit');
    } finally {
      client.release();
    }
  }
  search = createRecordSearch(database);
});
afterAll(async () => {
  await search?.close();
  await database?.close();
  await drop();
});

const page = async (q: string, cap = 1000) => {
  const planned = planPublicSearch(q);
  if (!planned.ok) throw new Error(planned.message);
  const { total, capped, rows } = await search.cardPage(publicTextPlan(planned.plan)!, 25, cap);
  return { total, capped, names: rows.map((r) => r.full_name) };
};

it('counts every match up to the cap, and ranks a whole word first among more than two pages', async () => {
  // "smith" as a prefix: 70 Smithsons and 2 Smiths, more than PUBLIC_RANK_ALL_MAX (50).
  const many = await page('smith');
  expect(many).toMatchObject({ total: SMITHSONS + 2, capped: false });
  expect(many.names).toHaveLength(25);
  expect(many.names.slice(0, 2).sort()).toEqual(['Jane Smith', 'Jon Smith']);

  const narrowed = await page('smith dayton');
  expect(narrowed).toMatchObject({ total: SMITHSONS + 1, capped: false });
  expect(narrowed.names[0]).toBe('Jane Smith');

  expect(await page('jon smith')).toEqual({ total: 1, capped: false, names: ['Jon Smith'] });
  expect(await page('nobody smith')).toEqual({ total: 0, capped: false, names: [] });
});

it('lists no one past the cap, counted or bounded', async () => {
  expect(await page('smith', 60)).toEqual({ total: 60, capped: true, names: [] });
  // One word: PostgreSQL answers from the name word's lower bound (ADR 0176), SQLite counts.
  expect(await page('smithson', 60)).toEqual({ total: 60, capped: true, names: [] });
  expect(await page('smithson', 70)).toMatchObject({ total: 70, capped: false });
});

it('gives a record the same card through the text page as through its exact email (PostgreSQL)', async () => {
  if (database.kind !== 'postgres') return;
  // The text page's function (migration 20261130T0200) returns the card columns as they were
  // written then; the exact lookups read PG_CARD_COLUMNS (pg-cards.ts). A card column added to
  // one and not the other would show a person differently depending on what was searched.
  const planned = planPublicSearch('jane smith');
  if (!planned.ok) throw new Error(planned.message);
  const { rows } = await search.cardPage(publicTextPlan(planned.plan)!, 25, 1000);
  const byEmail = await search.exactCards({ inboxKeys: inboxLookupKeys(JANE_EMAIL) }, 10);
  expect(rows).toHaveLength(1);
  expect(byEmail).toHaveLength(1);
  expect(rows[0]).toEqual(byEmail[0]);
  expect(rows[0]).toMatchObject({ full_name: 'Jane Smith', emails: [JANE_EMAIL], phones: [{ digits: '9375550142' }] });
});

it('reads through the function its migration makes, taken down and put back on a database with records', async () => {
  if (database.kind !== 'postgres') return;
  const raw = database.db as unknown as Kysely<unknown>;
  await down(raw);
  await expect(page('jon smith')).rejects.toThrow(/bw_public_text_matches/);
  await up(raw);
  expect(await page('jon smith')).toEqual({ total: 1, capped: false, names: ['Jon Smith'] });
  expect(await page('smith dayton')).toMatchObject({ total: SMITHSONS + 1, capped: false });
});

it('runs its function without JIT, where the server would compile the same cost (PostgreSQL)', async () => {
  if (database.kind !== 'postgres') return;
  // JIT is chosen when a plan is made and kept with it: a generic plan's estimate at 10M records
  // passed jit_above_cost and every call compiled again (about 18 ms; ADR 0178). auto_explain
  // shows the plan of each statement, the function's own included.
  // A connection of its own: the pool's have the function's plan cached from the tests above.
  const client = new pg.Client(database.pgPool!.options);
  await client.connect();
  const plans: string[] = [];
  client.on('notice', (notice) => plans.push(notice.message ?? ''));
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
      set auto_explain.log_level = notice; set jit_above_cost = 0`);
    await client.query(`select count(*) from bw_public_text_matches(null, 'nsmith:*', 'nsmith', true, 1000, 50, 25)`);
  } finally {
    await client.end();
  }
  const inside = plans.filter((plan) => plan.includes('name_word_counts'));
  const outside = plans.filter((plan) => plan.includes('select count(*) from bw_public_text_matches'));
  expect(inside).toHaveLength(1);
  expect(outside).toHaveLength(1);
  expect(outside[0]).toContain('JIT:');
  expect(inside[0]).not.toContain('JIT:');
});
