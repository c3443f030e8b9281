// PostgreSQL server settings a big import wants (ADR 0134). A million-record import writes
// GBs of WAL and index pages: with the stock 128 MB of shared buffers the indexes stop fitting
// in memory after a few million records, with the stock 1 GB max_wal_size a checkpoint (and
// after it a full-page image of every page touched again) comes every ~200,000 records, and
// with 64 MB of maintenance_work_mem the end-of-import GIN merge and index builds spill to
// disk. These are server settings, so the application only reads them and says what it found:
// at server start-up and before a command-line import. Nothing is changed and nothing stops.

import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './database.ts';

export interface ImportSetting {
  name: string;
  /** the smallest value this project recommends, in bytes (or 'on') */
  recommended: number | 'on';
  /** as a person writes it in postgresql.conf */
  advice: string;
  why: string;
}

const MB = 1024 * 1024;

export const IMPORT_SETTINGS: readonly ImportSetting[] = [
  {
    name: 'shared_buffers',
    recommended: 1024 * MB,
    advice: 'shared_buffers = 1GB (about a quarter of RAM)',
    why: 'keeps the search and lookup indexes in memory',
  },
  {
    name: 'max_wal_size',
    recommended: 8192 * MB,
    advice: 'max_wal_size = 8GB',
    why: 'fewer checkpoints, so fewer full-page images in the WAL',
  },
  {
    name: 'maintenance_work_mem',
    recommended: 256 * MB,
    advice: 'maintenance_work_mem = 256MB',
    why: 'index builds and the GIN merge sort in memory',
  },
  { name: 'wal_compression', recommended: 'on', advice: 'wal_compression = on', why: 'compresses the full-page images a bulk load writes' },
];

/** pg_settings' unit column to bytes: '8kB' pages, 'kB', 'MB'. */
const UNIT_BYTES: Record<string, number> = { B: 1, kB: 1024, '8kB': 8192, MB: MB, '16MB': 16 * MB, GB: 1024 * MB };

export interface SettingRow {
  name: string;
  setting: string;
  unit: string | null;
}

/** One line per setting below its recommendation; empty when all are fine. */
export function importSettingWarnings(rows: readonly SettingRow[]): string[] {
  const warnings: string[] = [];
  for (const want of IMPORT_SETTINGS) {
    const row = rows.find((r) => r.name === want.name);
    if (!row) continue;
    if (want.recommended === 'on') {
      // 'on' (PostgreSQL 14-) or a method: pglz, lz4, zstd (15+).
      if (row.setting === 'off') warnings.push(`${want.name} is off; for big imports set ${want.advice} (${want.why}).`);
      continue;
    }
    const bytes = Number(row.setting) * (UNIT_BYTES[row.unit ?? 'B'] ?? 1);
    if (Number.isFinite(bytes) && bytes < want.recommended) {
      warnings.push(`${want.name} is ${Math.round(bytes / MB)} MB; for big imports set ${want.advice} (${want.why}).`);
    }
  }
  return warnings;
}

/** The warnings for this database's server; none on SQLite. */
export async function readImportSettingWarnings(database: Pick<DatabaseHandle, 'kind' | 'db'>): Promise<string[]> {
  if (database.kind !== 'postgres') return [];
  const { rows } = await sql<SettingRow>`select name, setting, unit from pg_settings where name in (${sql.join(
    IMPORT_SETTINGS.map((s) => s.name),
  )})`.execute(database.db as Kysely<unknown>);
  return importSettingWarnings(rows);
}
