import { randomBytes } from 'node:crypto';
import { PostgresIntrospector, sql } from 'kysely';
import { expect, it } from 'vitest';
import { useMigratedTestDatabase } from '../../test/test-context.ts';
import { migrateToLatest } from './migrate.ts';

// The migrator asks the database's introspector which tables exist. On PostgreSQL it must read
// only this schema, and a table another schema drops meanwhile (another instance migrating, or
// a test file beside this one) must not fail it: Kysely's own introspector failed with
// "relation ... does not exist" then, and a start-up with it.

const testDb = useMigratedTestDatabase();

it('lists the tables of its own schema as Kysely does, with the migrator its own when asked', async () => {
  const { db, kind } = testDb.database;
  const tables = await db.introspection.getTables();
  const names = tables.map((t) => t.name);
  expect(names).toEqual(expect.arrayContaining(['breach_records', 'inbox_threads', 'audit_log']));
  expect(names).not.toContain('kysely_migration');
  expect((await db.introspection.getTables({ withInternalKyselyTables: true })).map((t) => t.name)).toContain('kysely_migration');
  if (kind === 'postgres') {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([rows[0]!.schema]));
    // Column for column what Kysely's own introspector says of this schema.
    const kysely = (await new PostgresIntrospector(db).getTables()).filter((t) => t.schema === rows[0]!.schema);
    const byName = <T extends { name: string }>(list: readonly T[]) => [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(tables).map((t) => ({ ...t, columns: byName(t.columns) }))).toEqual(
      byName(kysely).map((t) => ({ ...t, columns: byName(t.columns) })),
    );
    expect(tables.find((t) => t.name === 'audit_log')!.columns.find((c) => c.name === 'id')!.isAutoIncrementing).toBe(true);
  }
});

it('migrates while tables are created and dropped elsewhere in the same database', async () => {
  const { db, kind } = testDb.database;
  let churning = true;
  let churned = 0;
  // Another schema on PostgreSQL; another table of this SQLite file (one connection: in turn).
  const other = kind === 'postgres' ? `churn_${randomBytes(4).toString('hex')}` : undefined;
  if (other) await sql`create schema ${sql.id(other)}`.execute(db);
  const table = other ? sql.id(other, 'churn') : sql.id('churn');
  const churn = (async () => {
    while (churning) {
      await sql`create table ${table} (id serial primary key, v text)`.execute(db);
      await sql`drop table ${table}`.execute(db);
      churned++;
    }
  })();
  try {
    for (let i = 0; i < 8; i++) {
      await migrateToLatest(db);
      await db.introspection.getTables();
    }
  } finally {
    churning = false;
    await churn;
    if (other) await sql`drop schema ${sql.id(other)} cascade`.execute(db);
  }
  expect(churned).toBeGreaterThan(0);
});
