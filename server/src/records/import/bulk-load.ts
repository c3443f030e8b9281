// Bulk-load mode of the SQLite file import. Emails and phones are keyed by the record's random
// text id, so their five secondary indexes take random-order inserts row by row, and FTS5
// merges its segments again and again as a big load grows. For an import that at least doubles
// the table it is far cheaper to drop those indexes and build them once at the end (a sort per
// index), and to merge the search index once. Of the breach_records indexes only street_key's
// is deferred too (ADR 0165): its keys arrive in random order, where those of risk + seq, batch
// and date added arrive in order and cost little to keep. The unique indexes (id, fingerprint)
// stay: the fingerprint's is what finds a duplicate, within the file and against stored rows.
// Everything happens inside the import's transaction: a failed or killed import rolls the
// index changes back with the rows, and in WAL mode a running server keeps reading the last
// committed state, indexes included.
//
// PostgreSQL cannot drop indexes that way (DROP INDEX locks out every reader until commit), so
// there the import lets the search index's GIN pending list grow and merges it in sorted passes
// on a second connection while the load goes on (ADR 0170), instead of one small merge every
// 4 MB by the inserting statement itself.

import os from 'node:os';
import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import { PG_SEARCH_TERMS_INDEX } from '../search/index.ts';

const BULK_TABLES = ['record_emails', 'record_phones'];
/** breach_records indexes built at the end too: keys in random order (see above). */
const DEFERRED_RECORD_INDEXES = ['breach_records_street_key_idx'];
/** FTS5's own default merge settings, restored after the load. */
const FTS_AUTOMERGE_DEFAULT = 4;
/**
 * Helper threads of SQLite's sorter while the deferred indexes are built (ADR 0311). The rows are
 * all written by then, so the preparing worker is done and the other cores are free: at
 * 1,000,000 records two helpers built the seven indexes in 5.6-6.8 s against 7.0-8.7 alone.
 */
const INDEX_SORT_THREADS = Math.min(4, os.availableParallelism());

export interface BulkLoad {
  /** Rebuilds what `begin` set aside; call before commit. */
  finish(): void | Promise<void>;
}

/** About the number of records stored (max seq; deletions leave gaps): one page read, unlike count(*). */
export function storedRecordCount(sqlite: SqliteDatabase.Database): number {
  const row = sqlite.prepare('select max(seq) as n from breach_records').get() as { n: number | null };
  return row.n ?? 0;
}

/** Call inside the import transaction. */
export function beginBulkLoad(sqlite: SqliteDatabase.Database): BulkLoad {
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null and sql not like '%unique%'
         and (tbl_name in (${BULK_TABLES.map(() => '?').join(',')}) or name in (${DEFERRED_RECORD_INDEXES.map(() => '?').join(',')}))`,
    )
    .all(...BULK_TABLES, ...DEFERRED_RECORD_INDEXES) as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index "${index.name.replace(/"/g, '""')}"`);
  // No merging while loading: segments pile up and are merged once, by 'optimize', at the end.
  sqlite.exec(`insert into record_search(record_search, rank) values ('automerge', 0)`);
  return {
    finish() {
      // Index builds sort every row, and a big sort spills to temp files: with the connection's
      // in-memory temp store those would live in the process. On disk (where the OS caches
      // them) the import's memory stays flat.
      const tempStore = Number(sqlite.pragma('temp_store', { simple: true }));
      const threads = Number(sqlite.pragma('threads', { simple: true }));
      sqlite.pragma('temp_store = FILE');
      sqlite.pragma(`threads = ${INDEX_SORT_THREADS}`);
      try {
        for (const index of indexes) sqlite.exec(index.sql);
        sqlite.exec(`insert into record_search(record_search, rank) values ('automerge', ${FTS_AUTOMERGE_DEFAULT})`);
        sqlite.exec(`insert into record_search(record_search) values ('optimize')`);
      } finally {
        sqlite.pragma(`temp_store = ${tempStore}`);
        sqlite.pragma(`threads = ${threads}`);
      }
    },
  };
}

/**
 * Compresses the full-page images this transaction writes to the WAL, when the server has it
 * off and lets this role set it (PostgreSQL 15+: has_parameter_privilege; a superuser always).
 * SET LOCAL: only the import's own transaction, nobody else's. A bulk load touches index pages
 * all over after each checkpoint, so its WAL is mostly those images (ADR 0134).
 */
async function compressImportWal(client: pg.PoolClient): Promise<void> {
  const version = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
  if (Number(version.rows[0]?.v) < 150000) return;
  const { rows } = await client.query<{ may: boolean; now: string; lz4: boolean }>(
    `select has_parameter_privilege('wal_compression', 'SET') as may, current_setting('wal_compression') as now,
       (select 'lz4' = any(enumvals) from pg_settings where name = 'wal_compression') as lz4`,
  );
  const row = rows[0];
  if (row?.may && row.now === 'off') await client.query(`set local wal_compression = ${row.lz4 ? 'lz4' : 'pglz'}`);
}

/** Memory for the import's own transaction; a server that gives more keeps its own. */
const IMPORT_MEMORY_MB = 256;

/**
 * GIN moves its pending list into the index in passes of `work_mem` when the list fills during
 * the load, and of `maintenance_work_mem` in the final gin_clean_pending_list: with the stock
 * 4 MB and 64 MB that is many small passes over the index. Both are per-session settings.
 */
async function raiseImportMemory(client: pg.PoolClient, scope: 'local' | 'session' = 'local'): Promise<void> {
  const { rows } = await client.query<{ name: string; mb: string }>(
    `select name, setting::bigint * case unit when 'kB' then 1 when '8kB' then 8 when 'MB' then 1024 else 0 end / 1024 as mb
       from pg_settings where name in ('work_mem', 'maintenance_work_mem')`,
  );
  for (const row of rows) {
    if (Number(row.mb) < IMPORT_MEMORY_MB) await client.query(`set ${scope} ${row.name} = '${IMPORT_MEMORY_MB}MB'`);
  }
}

/**
 * When the side connection merges the GIN pending list: once SIDE_MERGE_ROWS rows and half the
 * rows loaded so far have been written since the last merge. A merge sorts what is pending and
 * adds it to the index; on its own connection it runs while the import goes on, on the second
 * core, where one merge at the end ran alone (ADR 0170). Merges that grow with the load stay few
 * (6 at 1,000,000 rows): at that size a merge every 25,000 or 100,000 rows took longer in all.
 */
const SIDE_MERGE_ROWS = 25_000;
const MERGE_SHARE = 0.5;

export interface PgBulkLoad extends BulkLoad {
  /** Call after each batch written: starts a merge on the side connection when one is due. */
  written(rows: number): void;
  /** Merges what is left (on the side connection, while `alongside` runs on the import's). */
  finish(alongside?: () => Promise<void>): Promise<void>;
  /** Ends the side connection; call whether the import committed or not. */
  close(): Promise<void>;
}

/**
 * Call inside the import transaction; `finish` merges the pending entries before commit.
 * `openSide` opens a second connection of the same database, outside the transaction, the first
 * time a merge is due (a small import never needs one): it merges the GIN's pending list while
 * the load goes on. GIN's entries point at heap rows whatever their transaction, so another
 * session can move them into the index, as autovacuum does, and the locks it takes (ROW
 * EXCLUSIVE on the index, the pending list's cleanup lock) let the import keep appending.
 */
export async function beginPgBulkLoad(
  client: pg.PoolClient,
  openSide?: () => Promise<pg.PoolClient>,
  mergeRows = SIDE_MERGE_ROWS,
): Promise<PgBulkLoad> {
  await client.query(`set local gin_pending_list_limit = '256MB'`);
  await raiseImportMemory(client);
  await compressImportWal(client);
  let side: pg.PoolClient | undefined;
  let sinceMerge = 0;
  let loaded = 0;
  let merging: Promise<unknown> | undefined;
  let failure: unknown;
  const mergeSql = `select gin_clean_pending_list('${PG_SEARCH_TERMS_INDEX}'::regclass)`;
  const sideMerge = async (open: () => Promise<pg.PoolClient>) => {
    if (!side) {
      side = await open();
      // Session-wide (each merge is a transaction of its own); reset on close. A role's
      // statement timeout, meant for requests, must not fail a long import's merge.
      await raiseImportMemory(side, 'session');
      await side.query('set statement_timeout = 0');
    }
    await side.query(mergeSql);
  };
  return {
    written(rows) {
      sinceMerge += rows;
      loaded += rows;
      if (!openSide || merging || failure || sinceMerge < Math.max(mergeRows, loaded * MERGE_SHARE)) return;
      sinceMerge = 0;
      merging = sideMerge(openSide).then(
        () => (merging = undefined),
        (error: unknown) => {
          failure = error;
          merging = undefined;
        },
      );
    },
    async finish(alongside) {
      await merging;
      if (failure) throw failure;
      // The planner's row counts and the public search's common words (ADR 0141) come from the
      // table's statistics: a load changes them at once, where autovacuum analyses only later.
      // Sampled (30,000 rows by default), so about a second whatever the table's size.
      const rest = async () => {
        await client.query('analyze breach_records');
        await alongside?.();
      };
      if (side) {
        // Both settled before either's failure is thrown: the side connection goes back to the pool idle.
        const settled = await Promise.allSettled([side.query(mergeSql), rest()]);
        for (const result of settled) if (result.status === 'rejected') throw result.reason;
      } else {
        await client.query(mergeSql);
        await rest();
      }
    },
    async close() {
      await merging;
      if (!side) return;
      if (failure) return side.release(true); // a connection that failed is not reused
      await side.query('reset work_mem; reset maintenance_work_mem; reset statement_timeout').catch(() => undefined);
      side.release();
    },
  };
}
