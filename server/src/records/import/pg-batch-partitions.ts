// PostgreSQL, big file imports (ADR 0151): the batch's emails and phones go into tables of the
// batch's own, with no index while the rows arrive; at the end each table's indexes are built
// by sorting once and the table is attached as the partition of record_emails / record_phones
// for a key of the batch's own (migration 20261127T0800). Inserting into the shared partition
// instead costs, per record, an insertion with a random key into each of the email, domain and phone
// digit indexes, which outgrow memory as the tables grow and write a full-page image into the
// WAL for every leaf page they touch again after a checkpoint.
//
// Readers are not held up: until commit nobody else sees the new tables, and ATTACH PARTITION
// takes only SHARE UPDATE EXCLUSIVE on the parent (readers' ACCESS SHARE goes through; there is
// no DEFAULT partition, whose lock would stop them). It all happens in the import's transaction:
// a failed import leaves neither rows nor tables behind.
//
// The records themselves stay in breach_records: the dedupe across batches needs the one
// unique index on `fingerprint`, which a table partitioned by batch could not have.

import type pg from 'pg';

export interface ChildTables {
  emails: string;
  phones: string;
}

export interface BatchPartitions extends ChildTables {
  /** Builds the indexes and attaches both tables; call at the end of the import, before commit. */
  attach(): Promise<void>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** Call inside the import's transaction, before its first rows are written. */
export async function openBatchPartitions(client: pg.PoolClient, batchId: string): Promise<BatchPartitions> {
  const suffix = batchId
    .replace(/[^a-zA-Z0-9]/g, '')
    .toLowerCase()
    .slice(0, 40);
  const tables = { emails: `record_emails_b_${suffix}`, phones: `record_phones_b_${suffix}` };
  // The partition key is stored in every child row: a few characters from a sequence (unique
  // even between imports running at once), not the 36-character batch id. The tables are named
  // after the batch.
  const { rows } = await client.query<{ n: string }>(`select nextval('record_child_parts_seq')::text as n`);
  const part = Number(rows[0]!.n).toString(36);
  for (const [parent, table] of [
    ['record_emails', tables.emails],
    ['record_phones', tables.phones],
  ] as const) {
    // The parent's columns, nothing else: indexes come at attach time. The check matches the
    // partition bound, so ATTACH need not scan the rows to prove it.
    await client.query(
      `create table ${quote(table)} (like ${parent} including defaults);
       alter table ${quote(table)} alter column part set default ${literal(part)};
       alter table ${quote(table)} add constraint ${quote(`${table}_part_check`)} check (part = ${literal(part)})`,
    );
  }
  return {
    ...tables,
    async attach() {
      // ATTACH builds each of the parent's indexes on the new table (a sort per index, in
      // maintenance_work_mem, which the import raised for its transaction).
      await client.query(`alter table record_emails attach partition ${quote(tables.emails)} for values in (${literal(part)})`);
      await client.query(`alter table record_phones attach partition ${quote(tables.phones)} for values in (${literal(part)})`);
    },
  };
}
