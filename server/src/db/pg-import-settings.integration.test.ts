// The PostgreSQL settings check (ADR 0134): a stock server gets one line per setting a big
// import wants larger, a tuned one none; on SQLite there is nothing to check.
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useMigratedTestDatabase } from '../../test/test-context.ts';
import { importSettingWarnings, readImportSettingWarnings } from './pg-import-settings.ts';

const STOCK = [
  { name: 'shared_buffers', setting: '16384', unit: '8kB' },
  { name: 'max_wal_size', setting: '1024', unit: 'MB' },
  { name: 'maintenance_work_mem', setting: '65536', unit: 'kB' },
  { name: 'wal_compression', setting: 'off', unit: null },
];
const TUNED = [
  { name: 'shared_buffers', setting: '262144', unit: '8kB' },
  { name: 'max_wal_size', setting: '16384', unit: 'MB' },
  { name: 'maintenance_work_mem', setting: '524288', unit: 'kB' },
  { name: 'wal_compression', setting: 'lz4', unit: null },
];

describe('PostgreSQL settings for big imports', () => {
  it('names each stock setting with its value and what to set, and says nothing for a tuned server', () => {
    expect(importSettingWarnings(STOCK)).toEqual([
      expect.stringMatching(/^shared_buffers is 128 MB; for big imports set shared_buffers = 1GB/),
      expect.stringMatching(/^max_wal_size is 1024 MB; for big imports set max_wal_size = 8GB/),
      expect.stringMatching(/^maintenance_work_mem is 64 MB; for big imports set maintenance_work_mem = 256MB/),
      expect.stringMatching(/^wal_compression is off; for big imports set wal_compression = on/),
    ]);
    expect(importSettingWarnings(TUNED)).toEqual([]);
  });

  const ctx = useMigratedTestDatabase();
  it('reads the real server: only known settings on PostgreSQL, nothing on SQLite', async () => {
    const warnings = await readImportSettingWarnings(ctx.database);
    if (testDatabaseKind === 'sqlite') expect(warnings).toEqual([]);
    else for (const w of warnings) expect(w).toMatch(/^(shared_buffers|max_wal_size|maintenance_work_mem|wal_compression) is /);
  });
});
