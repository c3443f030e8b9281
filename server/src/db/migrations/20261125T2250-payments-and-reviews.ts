import type { Kysely } from 'kysely';

// Donations and reviews. Amounts are integer cents (never floats); timestamps ISO-8601 text.
// No card or payer data is stored: PayPal keeps that, we keep the order id and outcome.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('capture_id', 'text')
    // Each definitive capture outcome (e.g. a decline) starts a new attempt, so a retry after a
    // timeout reuses the same PayPal-Request-Id while a new try after a decline does not.
    .addColumn('capture_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('captured_at', 'text')
    .execute();
  await db.schema.createIndex('donations_status_created_idx').on('donations').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
    // Seeded example reviews are labelled as such on the page and can be deleted by an admin.
    .addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('approved_at', 'text')
    .execute();
  await db.schema.createIndex('reviews_status_approved_idx').on('reviews').columns(['status', 'approved_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reviews').ifExists().execute();
  await db.schema.dropTable('donations').ifExists().execute();
}
