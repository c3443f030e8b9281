// The shapes the record writers share (record-writer.ts, pg-copy-writer.ts, bulk-runners.ts).

import type SqliteDatabase from 'better-sqlite3';
import type pg from 'pg';
import type { DatabaseKind } from '../../db/database.ts';
import type { ChildTables } from './pg-batch-partitions.ts';

/** Runs one statement; returns rows for statements with RETURNING. */
export interface SqlRunner {
  dialect: DatabaseKind;
  query(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> | Record<string, unknown>[];
}

/**
 * The raw connection of a bulk transaction (bulk-runners.ts): SQLite writes single-row
 * prepared statements (record-writer.ts), PostgreSQL COPYs through staging tables (pg-copy-writer.ts).
 */
export type RawConnection =
  | { dialect: 'sqlite'; sqlite: SqliteDatabase.Database }
  // children: a big import's own tables for its emails and phones (pg-batch-partitions.ts).
  | { dialect: 'postgres'; pgClient: pg.PoolClient; children?: ChildTables };

export interface WriteResult {
  inserted: number;
  duplicates: number;
  /** ids of the records written */
  ids: string[];
}
