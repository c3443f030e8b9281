import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import { CATALOG_TIMEOUT_MS, fetchAllBreaches, type HibpBreach } from '../hibp-client.ts';
import { countCatalog, toCatalogBreach, upsertCatalogRows, type CatalogRow } from './catalog.repository.ts';
import { SEED_BREACHES, type SeedBreach } from './seed-catalog.ts';

const bit = (v: boolean | undefined): number => (v ? 1 : 0);

export function rowFromHibp(b: HibpBreach, syncedAt: string): CatalogRow {
  return {
    name: b.Name,
    title: b.Title?.trim() || b.Name,
    domain: (b.Domain ?? '').trim().toLowerCase(),
    breach_date: b.BreachDate ?? null,
    added_date: b.AddedDate ?? null,
    modified_date: b.ModifiedDate ?? null,
    accounts: Math.round(b.PwnCount),
    data_classes: JSON.stringify(b.DataClasses),
    is_verified: bit(b.IsVerified),
    is_fabricated: bit(b.IsFabricated),
    is_sensitive: bit(b.IsSensitive),
    is_spam_list: bit(b.IsSpamList),
    is_malware: bit(b.IsMalware),
    is_retired: bit(b.IsRetired),
    origin: 'hibp',
    synced_at: syncedAt,
  };
}

/** An upstream breach as the scan shows it, through the same mapping the catalog stores. */
export function catalogBreachFromHibp(b: HibpBreach) {
  return toCatalogBreach(rowFromHibp(b, ''));
}

export function rowFromSeed(b: SeedBreach, syncedAt: string): CatalogRow {
  const f = b.flags ?? {};
  return {
    name: b.name,
    title: b.title,
    domain: b.domain.toLowerCase(),
    breach_date: b.breachDate,
    added_date: b.addedDate,
    modified_date: null,
    accounts: b.accounts,
    data_classes: JSON.stringify(b.dataClasses),
    is_verified: bit(f.verified ?? true),
    is_fabricated: bit(f.fabricated),
    is_sensitive: bit(f.sensitive),
    is_spam_list: bit(f.spamList),
    is_malware: bit(f.malware),
    is_retired: bit(f.retired),
    origin: 'seed',
    synced_at: syncedAt,
  };
}

export interface CatalogSyncResult {
  fetched: number;
  skipped: number;
  total: number;
  flags: { unverified: number; fabricated: number; sensitive: number; spamList: number; malware: number; retired: number };
}

export function catalogUserAgent(config: Pick<Config, 'site'>): string {
  // Have I Been Pwned rejects requests without a user agent naming the consumer.
  return `${config.site.name.replace(/[^\w.-]+/g, '-')}-exposure-scan`;
}

/** Loads the public /breaches list and upserts it; entries are never deleted (retirement is a flag). */
export async function syncCatalog(db: Kysely<Database>, config: Pick<Config, 'hibp' | 'site'>): Promise<CatalogSyncResult> {
  const { breaches, skipped } = await fetchAllBreaches({
    apiBase: config.hibp.apiBase,
    userAgent: catalogUserAgent(config),
    timeoutMs: CATALOG_TIMEOUT_MS,
  });
  const syncedAt = nowIso();
  const rows = breaches.map((b) => rowFromHibp(b, syncedAt));
  await db.transaction().execute((trx) => upsertCatalogRows(trx, rows));
  const count = (pick: (r: CatalogRow) => boolean) => rows.filter(pick).length;
  return {
    fetched: rows.length,
    skipped,
    total: await countCatalog(db),
    flags: {
      unverified: count((r) => r.is_verified === 0),
      fabricated: count((r) => r.is_fabricated === 1),
      sensitive: count((r) => r.is_sensitive === 1),
      spamList: count((r) => r.is_spam_list === 1),
      malware: count((r) => r.is_malware === 1),
      retired: count((r) => r.is_retired === 1),
    },
  };
}

/** First start of an offline install: load the compact catalog shipped with the product. */
export async function seedCatalogIfEmpty(db: Kysely<Database>): Promise<number> {
  if ((await countCatalog(db)) > 0) return 0;
  const syncedAt = nowIso();
  const rows = SEED_BREACHES.map((b) => rowFromSeed(b, syncedAt));
  // onConflict keeps two instances starting together from failing on each other's rows.
  await db.transaction().execute((trx) => upsertCatalogRows(trx, rows));
  return rows.length;
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const consoleLogger: Logger = {
  info: (obj, msg) => console.log(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
};

/**
 * Seeds an empty catalog, then, when CATALOG_SYNC_HOURS > 0, syncs once now and every N
 * hours in the background. Returns a function that stops the timer.
 */
export async function startBreachCatalog(db: Kysely<Database>, config: Config, log: Logger = consoleLogger): Promise<() => void> {
  const seeded = await seedCatalogIfEmpty(db);
  if (seeded > 0) log.info({ breaches: seeded }, 'loaded the built-in breach catalog');
  const hours = config.hibp.catalogSyncHours;
  if (hours <= 0) return () => undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await syncCatalog(db, config);
      log.info({ fetched: result.fetched, total: result.total }, 'breach catalog synced');
    } catch (error) {
      log.warn({ error: (error as Error).message }, 'breach catalog sync failed; keeping the current catalog');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), hours * 3_600_000);
  timer.unref();
  return () => clearInterval(timer);
}
