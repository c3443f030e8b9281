import { sql, type Kysely } from 'kysely';
import { isSqlite } from './portable.ts';

// PostgreSQL only (ADR 0151): record_emails and record_phones become tables partitioned by
// list on a new column `part`. '' is the shared partition (`<table>_main`, every row written so
// far and every small import's); a big import writes its children into a table of its own,
// builds that table's indexes by sorting once, and attaches it as the partition for a key of
// its own (a few characters from record_child_parts_seq: the key is stored in every child row),
// instead of inserting each child row into shared indexes with random keys.
//
// The existing table becomes the '' partition as it is: renamed, its rows and indexes kept
// (its indexes become the partitions of the parent's same-named indexes), no row copied. The
// parent's columns and indexes are read from the existing table, not written out here, so the
// conversion keeps whatever columns an earlier migration gave the table.
// There is no DEFAULT partition on purpose: attaching a partition locks the default one
// (ACCESS EXCLUSIVE) until commit, which would stop the public email and phone searches.

const TABLES = ['record_emails', 'record_phones'] as const;

interface IndexRow {
  name: string;
  def: string;
  unique: boolean;
}

async function indexesOf(db: Kysely<unknown>, table: string): Promise<IndexRow[]> {
  const { rows } = await sql<IndexRow>`select c.relname as name, pg_get_indexdef(i.indexrelid) as def, i.indisunique as unique
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = to_regclass(${table}) order by c.relname`.execute(db);
  return rows;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  await sql`create sequence record_child_parts_seq`.execute(db);
  for (const table of TABLES) {
    const main = `${table}_main`;
    const indexes = await indexesOf(db, table);
    if (indexes.some((i) => i.unique))
      throw new Error(`${table} has a unique index: a partitioned table cannot keep it without the partition key`);
    await sql`alter table ${sql.table(table)} rename to ${sql.table(main)}`.execute(db);
    for (const index of indexes) await sql`alter index ${sql.ref(index.name)} rename to ${sql.ref(`${index.name}_main`)}`.execute(db);
    // A constant default: no table rewrite. The check lets ATTACH skip scanning the rows.
    await sql`alter table ${sql.table(main)} add column part text not null default ''`.execute(db);
    await sql`alter table ${sql.table(main)} add constraint ${sql.ref(`${main}_part_check`)} check (part = '')`.execute(db);
    await sql`create table ${sql.table(table)} (like ${sql.table(main)} including defaults) partition by list (part)`.execute(db);
    await sql`alter table ${sql.table(table)} attach partition ${sql.table(main)} for values in ('')`.execute(db);
    for (const index of indexes) {
      // "CREATE INDEX name ON schema.table USING ..." -> the same on the parent. A partition's
      // matching index is attached, not built again.
      const using = index.def.slice(index.def.indexOf(' USING '));
      await sql`create index ${sql.ref(index.name)} on ${sql.table(table)}${sql.raw(using)}`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) return;
  for (const table of TABLES) {
    const main = `${table}_main`;
    const { rows: parts } = await sql<{ name: string }>`select c.relname as name from pg_inherits h join pg_class c on c.oid = h.inhrelid
      where h.inhparent = to_regclass(${table}) and c.relkind = 'r' and c.relname <> ${main}`.execute(db);
    const indexes = (await indexesOf(db, table)).map((i) => i.name);
    await sql`alter table ${sql.table(table)} detach partition ${sql.table(main)}`.execute(db);
    await sql`alter table ${sql.table(main)} drop constraint ${sql.ref(`${main}_part_check`)}`.execute(db);
    // The big imports' rows join the one table again.
    for (const part of parts) {
      await sql`insert into ${sql.table(main)} select * from ${sql.table(part.name)}`.execute(db);
    }
    await sql`drop table ${sql.table(table)}`.execute(db);
    await sql`alter table ${sql.table(main)} drop column part`.execute(db);
    await sql`alter table ${sql.table(main)} rename to ${sql.table(table)}`.execute(db);
    for (const name of indexes) await sql`alter index ${sql.ref(`${name}_main`)} rename to ${sql.ref(name)}`.execute(db);
  }
  await sql`drop sequence record_child_parts_seq`.execute(db);
}
