import { sql } from 'kysely';
import { groupFieldsToldOf } from '@breachwatch/core/disclosure/views';
import { secretClassPattern, type SecretClass } from '../records/store/index.ts';
import { isSqliteDb, notOfOpenBatch, type Db } from './scan.repository.ts';

// A domain scan's reads (ADRs 0229, 0318): counts per source of the people at a domain, never a row of one.

export interface DomainSourceRow {
  batch_id: string | null;
  people: number;
  with_ssn: number;
  with_card: number;
  with_licence: number;
  with_government_id: number;
  with_financial: number;
  with_password: number;
  with_dob: number;
  with_phone: number;
  with_address: number;
  with_employment: number;
  with_benefits: number;
  /** records stored before secret_classes and not filled yet: their secrets say what they hold */
  unknown_secret: number;
  first_added: string;
  last_added: string;
}

/**
 * Whether a record's job or cover (JSON in its column) holds a field a stranger is told of:
 * core's `groupToldOf` as SQL, over core's list of those fields (ADR 0270), so that the domain
 * figures never count a job holding only its end date (ADR 0264). The keys are core's constants.
 */
function groupToldOfSql(db: Db, group: 'employment' | 'benefits') {
  const column = sql.ref(`r.${group}`);
  const told = sql.join(groupFieldsToldOf(group));
  // Each JSON object is read once, however many fields are told of.
  const fields = isSqliteDb(db) ? sql`json_each(${column})` : sql`json_each_text(cast(${column} as json))`;
  return sql`(${column} is not null and exists (select 1 from ${fields} as f where f.key in (${told}) and trim(f.value) <> ''))`;
}

const DOMAIN_RECORD_COLUMNS = [
  'r.id',
  'r.batch_id',
  'r.ssn_last4',
  'r.birth_year',
  'r.secret_classes',
  'r.street',
  'r.city',
  'r.zip',
  'r.employment',
  'r.benefits',
  'r.date_added',
  'r.has_phone',
] as const;

/**
 * The records with an address at one of `domains` (the spellings of one domain), none of an open
 * batch, at most `limit` address rows of them: a scan's cost stops growing with the domain's size
 * (ADR 0318). The domain index leads and each row is one lookup by record id (on PostgreSQL only
 * with readingIndexInOrder: a plain join let the planner, with the stock random_page_cost of 4,
 * read the whole records table in parallel for a 10,000-person domain at 1,000,000 records, 600
 * ms against some 30). A record with two addresses there comes twice; the summary counts it once.
 */
const recordsAtDomain = (db: Db, domains: readonly string[], limit: number) =>
  db
    .selectFrom('record_emails as e')
    .innerJoin('breach_records as r', 'r.id', 'e.record_id')
    .select(DOMAIN_RECORD_COLUMNS)
    .where('e.domain', 'in', domains)
    .where(notOfOpenBatch(db))
    .limit(limit);

/**
 * Runs `query` on PostgreSQL with bitmap scans, sequential scans and parallel workers off, in a
 * transaction of its own unless it is in the caller's (set_config's local settings last to its
 * end), so the domain index is read in order, as the rows are needed, and the read stops at the
 * limit. For a domain it expected many rows of, the planner chose a bitmap scan, which reads the
 * whole range before the first row (3.5 million entries for a large domain at 10,000,000 records:
 * 340 ms a scan); with that off, a sequential scan, which stops early only if the domain's rows
 * are spread through the table, and one import's rows are not; then a parallel index scan, whose
 * workers cost more to start than 1,001 rows to read. An ORDER BY forces none of them out: with
 * the domain fixed, the planner knows the order is already met. For a domain of a third of all
 * records the planner may instead walk the address rows in record-id order beside the records (a
 * merge join): that read stops at the limit too (docs/benchmarks.md, 2026-12-02 17:45).
 */
async function readingIndexInOrder<T>(db: Db, query: (q: Db) => Promise<T>): Promise<T> {
  if (isSqliteDb(db)) return query(db);
  const run = async (q: Db) => {
    await sql`select set_config('enable_bitmapscan', 'off', true), set_config('enable_seqscan', 'off', true),
      set_config('max_parallel_workers_per_gather', '0', true)`.execute(q);
    return query(q);
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

/** A domain's summary: its sources' figures, and whether they hold only the people counted before the limit. */
export interface DomainSummary {
  sources: DomainSourceRow[];
  /** 'up-to-limit': the domain has more people than the scan counts (core DOMAIN_PEOPLE_COUNTED) */
  counted: 'all' | 'up-to-limit';
}

/**
 * People with an address at the domain, summarised per source: counts, not rows. `domains` are
 * the spellings of one domain (core domainSpellings): a dump keeps whichever its source had.
 * Every source, as the scan adds them all up (ADR 0229): one group per source, not per person.
 * At most `limit` people are counted (ADR 0318): the address rows read stop one past it, and
 * then the figures are of those people only.
 */
export async function summariseDomain(db: Db, domains: readonly string[], limit: number): Promise<DomainSummary> {
  const count = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  // The secret's kinds as the email scan reads them (ADR 0191): an SSN too short for its last
  // four, or a birth date with no year we could read, still counts.
  const holds = (c: SecretClass) => sql`r.secret_classes like ${secretClassPattern(c)}`;
  const summarise = (q: Db) =>
    q
      // at_domain is read twice (its people, and its rows counted), so both databases read it once and keep it.
      .with('at_domain', () => recordsAtDomain(q, domains, limit + 1))
      .with('people', (w) => w.selectFrom('at_domain').selectAll().distinct())
      .selectFrom('people as r')
      .groupBy('r.batch_id')
      .select([
        'r.batch_id',
        (eb) => eb.fn.countAll<number>().as('people'),
        count(sql`(r.ssn_last4 is not null or ${holds('ssn')})`).as('with_ssn'),
        count(holds('card')).as('with_card'),
        count(holds('driverLicense')).as('with_licence'),
        // Named as the email scan names them for one record (scan.service.ts recordClasses).
        count(holds('nationalId')).as('with_government_id'),
        count(sql`(${holds('bankAccount')} or ${holds('bankRouting')})`).as('with_financial'),
        count(sql`(${holds('password')} or ${holds('securityAnswer')})`).as('with_password'),
        count(sql`(r.birth_year is not null or ${holds('dob')})`).as('with_dob'),
        // The stored mark (ADR 0319); a record stored before it, not filled yet, has its phones looked up.
        count(
          sql`(case when r.has_phone is null then exists (select 1 from record_phones p where p.record_id = r.id) else r.has_phone = 1 end)`,
        ).as('with_phone'),
        count(sql`(r.street is not null or r.city is not null or r.zip is not null)`).as('with_address'),
        count(groupToldOfSql(db, 'employment')).as('with_employment'),
        count(groupToldOfSql(db, 'benefits')).as('with_benefits'),
        count(sql`r.secret_classes is null`).as('unknown_secret'),
        (eb) => eb.fn.min('r.date_added').as('first_added'),
        (eb) => eb.fn.max('r.date_added').as('last_added'),
        sql<number>`(select count(*) from at_domain)`.as('rows_read'),
      ])
      .execute();
  const rows = await readingIndexInOrder(db, summarise);
  const rowsRead = rows.length > 0 ? Number(rows[0]!.rows_read) : 0;
  const sources = rows.map(({ rows_read: _, ...r }) => ({
    ...r,
    people: Number(r.people),
    with_ssn: Number(r.with_ssn),
    with_card: Number(r.with_card),
    with_licence: Number(r.with_licence),
    with_government_id: Number(r.with_government_id),
    with_financial: Number(r.with_financial),
    with_password: Number(r.with_password),
    with_dob: Number(r.with_dob),
    with_phone: Number(r.with_phone),
    with_address: Number(r.with_address),
    with_employment: Number(r.with_employment),
    with_benefits: Number(r.with_benefits),
    unknown_secret: Number(r.unknown_secret),
  }));
  return { sources, counted: rowsRead > limit ? 'up-to-limit' : 'all' };
}

export interface UnknownSecretRow {
  batch_id: string | null;
  ssn_last4: string | null;
  birth_year: number | null;
  secret: string;
}

/**
 * The records at the domain whose secret classes are not stored yet (stored before ADR 0191 and
 * not filled since), of the listed sources only (`batchIds`; null for records of no batch), with
 * what the domain summary needs to count them from their secrets. Only ever the records the
 * start-up fill has not reached; none once it has finished. Of the same people the summary
 * counted (`limit`, as given to summariseDomain), so no kind outnumbers them.
 */
export async function findUnknownSecretsAtDomain(
  db: Db,
  domains: readonly string[],
  batchIds: readonly (string | null)[],
  limit: number,
): Promise<UnknownSecretRow[]> {
  const ids = batchIds.filter((id): id is string => id !== null);
  const orphans = ids.length < batchIds.length;
  if (ids.length === 0 && !orphans) return [];
  // The same at most limit + 1 address rows as the summary, read the same way.
  return readingIndexInOrder(db, (q) =>
    q
      .with('at_domain', () => recordsAtDomain(q, domains, limit + 1))
      .with('unknown', (w) =>
        w
          .selectFrom('at_domain as d')
          .select('d.id')
          .distinct()
          .where('d.secret_classes', 'is', null)
          .where((eb) => {
            const of = [];
            if (ids.length > 0) of.push(eb('d.batch_id', 'in', ids));
            if (orphans) of.push(eb('d.batch_id', 'is', null));
            return eb.or(of);
          }),
      )
      .selectFrom('unknown as u')
      .innerJoin('breach_records as r', 'r.id', 'u.id')
      .select(['r.batch_id', 'r.ssn_last4', 'r.birth_year', 'r.secret'])
      .execute(),
  );
}
