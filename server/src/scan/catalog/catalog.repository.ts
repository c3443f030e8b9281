import type { Kysely, Transaction } from 'kysely';
import type { CatalogBreach } from '@breachwatch/core/scan/scan-result';
import type { BreachCatalogTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under the bound-parameter limits of both databases. */
const CHUNK = 100;

export type CatalogRow = BreachCatalogTable;

/** Inserts or replaces catalog entries by name. Call inside a transaction. */
export async function upsertCatalogRows(db: Db, rows: CatalogRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto('breach_catalog')
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.column('name').doUpdateSet((eb) => ({
          title: eb.ref('excluded.title'),
          domain: eb.ref('excluded.domain'),
          breach_date: eb.ref('excluded.breach_date'),
          added_date: eb.ref('excluded.added_date'),
          modified_date: eb.ref('excluded.modified_date'),
          accounts: eb.ref('excluded.accounts'),
          data_classes: eb.ref('excluded.data_classes'),
          is_verified: eb.ref('excluded.is_verified'),
          is_fabricated: eb.ref('excluded.is_fabricated'),
          is_sensitive: eb.ref('excluded.is_sensitive'),
          is_spam_list: eb.ref('excluded.is_spam_list'),
          is_malware: eb.ref('excluded.is_malware'),
          is_retired: eb.ref('excluded.is_retired'),
          origin: eb.ref('excluded.origin'),
          synced_at: eb.ref('excluded.synced_at'),
        })),
      )
      .execute();
  }
}

export async function countCatalog(db: Db): Promise<number> {
  const row = await db
    .selectFrom('breach_catalog')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const dateOnly = (v: string | null): string | null => (v ? v.slice(0, 10) : null);

export function toCatalogBreach(row: CatalogRow): CatalogBreach {
  let dataClasses: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.data_classes);
    if (Array.isArray(parsed)) dataClasses = parsed.filter((v): v is string => typeof v === 'string');
  } catch {
    /* a damaged row still shows its title and flags */
  }
  return {
    name: row.name,
    title: row.title,
    domain: row.domain,
    breachDate: dateOnly(row.breach_date),
    addedDate: dateOnly(row.added_date),
    accounts: Number(row.accounts),
    dataClasses,
    isVerified: row.is_verified === 1,
    isFabricated: row.is_fabricated === 1,
    isSensitive: row.is_sensitive === 1,
    isSpamList: row.is_spam_list === 1,
    isMalware: row.is_malware === 1,
    isRetired: row.is_retired === 1,
  };
}

/** The breaches of an organisation's own service, newest first. */
export async function findCatalogByDomain(db: Db, domain: string, limit = 50): Promise<CatalogBreach[]> {
  const rows = await db
    .selectFrom('breach_catalog')
    .selectAll()
    .where('domain', '=', domain.toLowerCase())
    .orderBy('breach_date', 'desc')
    .orderBy('name')
    .limit(limit)
    .execute();
  return rows.map(toCatalogBreach);
}
