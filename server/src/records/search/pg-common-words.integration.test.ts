import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-context.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { forgetTermStats, pgCommonWords, TERM_STATS_TTL_MS } from './pg-common-words.ts';
import { planSearch } from './search-plan.ts';

// PostgreSQL's common words come from its statistics and the name words' bounds, read once and
// kept for a while (ADR 0141, 0177). A server that starts under load meets many searches at
// once: they share one read, and statistics past their age answer while a fresh read runs,
// instead of every search reading them on a connection of the pool.

let database: DatabaseHandle | undefined;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  ({ database, drop } = await openTestDatabase());
  await migrateToLatest(database.db);
});
afterAll(async () => {
  await database?.close();
  await drop();
});

/** Counts the statements that read the name words' bounds, on the real database. */
class BoundReads implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const node = args.node;
    if (node.kind === 'RawNode' && node.sqlFragments.join('?').includes('from name_word_counts')) this.count++;
    return node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

it('reads the statistics once for many searches at once, and again beside them when they are old', async () => {
  if (!database) return;
  const reads = new BoundReads();
  const db = database.db.withPlugin(reads);
  const plan = planSearch('quennell lindqvist')!;
  const now = Date.now();
  const first = await Promise.all(Array.from({ length: 20 }, () => pgCommonWords(db, plan, 1000, now)));
  expect(first.every((words) => words.length === 0)).toBe(true);
  expect(reads.count).toBe(1);

  // Within their age: no read.
  await pgCommonWords(db, plan, 1000, now + TERM_STATS_TTL_MS - 1);
  expect(reads.count).toBe(1);

  // Past it: every search answers with what was read, and one read runs beside them.
  const later = now + TERM_STATS_TTL_MS + 1;
  expect(await Promise.all(Array.from({ length: 20 }, () => pgCommonWords(db, plan, 1000, later)))).toEqual(first);
  await vi.waitFor(() => expect(reads.count).toBe(2));
  await pgCommonWords(db, plan, 1000, later + 1);
  expect(reads.count).toBe(2);
});

it('keeps nothing a read returns once the statistics were forgotten while it ran', async () => {
  if (!database) return;
  const reads = new BoundReads();
  const db = database.db.withPlugin(reads);
  const plan = planSearch('quennell lindqvist')!;
  // Forgotten (as after an ANALYZE) while the first read is under way.
  const started = pgCommonWords(db, plan, 1000);
  forgetTermStats(db);
  await started;
  expect(reads.count).toBe(1);
  // So the next search reads afresh, and that read is kept.
  await pgCommonWords(db, plan, 1000);
  expect(reads.count).toBe(2);
  await pgCommonWords(db, plan, 1000);
  expect(reads.count).toBe(2);
});
