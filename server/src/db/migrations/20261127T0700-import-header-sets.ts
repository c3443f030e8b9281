import type { Kysely } from 'kysely';

// The original row's header names once per import batch (issue 19, ADR 0145): a record's
// encrypted secret keeps the row's values and names its header set by a keyed hash; the
// header names themselves (encrypted too) are stored here, once for each set of headers a batch
// brought. Records stored before keep their header -> value object and are read as before, so
// there is nothing to carry over: this only adds the table.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_header_sets')
    .addColumn('batch_id', 'text', (c) => c.notNull())
    /** keyed hash of the header names (FieldCipher.fingerprint): what a record's secret names */
    .addColumn('hash', 'text', (c) => c.notNull())
    /** the header names in column order, encrypted JSON (FieldCipher) */
    .addColumn('headers', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_header_sets_pk', ['batch_id', 'hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_header_sets').ifExists().execute();
}
