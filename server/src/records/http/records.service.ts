import { PUBLIC_MATCH_CAP, recordMatchesPlan, shapedLikeItsField, type PlanMatchRecord, type PublicSearchPlan } from '@breachwatch/core';
import { inboxLookupKeys } from '@breachwatch/core/scan/email-variants';
import type { AdminRecordDetail, AdminRecordListItem } from '@breachwatch/core/schemas/records-api';
import type { ExposureReport, OwnerReport, PersonView, PublicSearchResult } from '@breachwatch/core/schemas/record-views';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import {
  keyWords,
  newestBatchFirst,
  planSearch,
  publicTextPlan,
  type ExactCardRow,
  type RecordSearch,
  type SearchPlan,
} from '../search/index.ts';
import {
  allFieldsOf,
  decodeRecord,
  findBatches,
  loadHeaderSet,
  listRecords,
  loadById,
  loadBySeqs,
  parseObject,
  type BatchRow,
  type CardRow,
  type DecodedRecord,
  type RecordSecret,
  type RecordWithContacts,
} from '../store/index.ts';
import {
  toAdminDetail,
  toAdminListItem,
  toExposureReport,
  toPersonView,
  toSearchResult,
  type PublicCardMemo,
  type SearchCardSource,
} from '../views/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordsDeps {
  db: Db;
  cipher: FieldCipher;
  /** The read path of the database in use, chosen once at start-up (search/record-search.ts). */
  search: RecordSearch;
  /** Result cards built recently (ADR 0138); without it each card is built afresh. */
  cards?: PublicCardMemo;
}

/** Results per public search: enough to find yourself, too few to page through the data set. */
export const PUBLIC_SEARCH_LIMIT = 25;
export const ADMIN_SEARCH_LIMIT = 100;

async function batchesFor(db: Db, rows: readonly RecordWithContacts[]): Promise<Map<string, BatchRow>> {
  const ids = rows.map((r) => r.batch_id).filter((b): b is string => b !== null);
  return new Map((await findBatches(db, ids)).map((b) => [b.id, b]));
}

/** A card row with its secret decrypted: the values the masked result card is built from. */
function cardSource(row: CardRow, cipher: FieldCipher): SearchCardSource {
  return {
    row,
    secret: cipher.decryptJson<RecordSecret>(row.secret),
    employment: parseObject(row.employment),
    benefits: parseObject(row.benefits),
  };
}

/** A page of a search's matches, best first, with the total. */
async function searchRecords(deps: RecordsDeps, plan: SearchPlan, limit: number, offset = 0, risk?: string) {
  const { total, seqs } = await deps.search.rankedSeqs(plan, { limit, offset, risk }, deps.db);
  return { total, records: await loadBySeqs(deps.db, seqs) };
}

/** The most records a complete value (email, phone, street) may bring in before its name is checked. */
const EXACT_CANDIDATES_MAX = 200;

function planMatchRecord(row: ExactCardRow): PlanMatchRecord {
  const source = {
    fullName: row.full_name,
    emails: row.emails,
    phones: row.phones.map((p) => p.phone),
    address: { city: row.city ?? undefined, state: row.state ?? undefined, zip: row.zip ?? undefined, county: row.county ?? undefined },
  };
  return {
    nameWords: keyWords(source, 'name'),
    areaWords: keyWords(source, 'place'),
    // A ZIP column holding an SSN or a phone is withheld from the card: no guess may narrow on it (ADR 0230).
    zip: row.zip !== null && shapedLikeItsField('zip', row.zip) ? row.zip : null,
    streetKey: row.street_key,
    emails: row.emails,
    phoneDigits: row.phones.map((p) => p.digits),
  };
}

/**
 * The public search (decisions.md §1): records matching a plan of core's planPublicSearch.
 * A complete email or phone picks its records exactly; otherwise the records at a complete
 * street come first, then the name search (names and places only). Partial values in the
 * query were already left out by the plan, so nothing here can narrow on them.
 */
export async function publicSearch(
  deps: RecordsDeps,
  plan: PublicSearchPlan,
): Promise<{ total: number; totalCapped: boolean; results: PublicSearchResult[]; exactFound: boolean; foundStreetKeys: Set<string> }> {
  const today = new Date();
  const exactMatch = plan.email
    ? { inboxKeys: inboxLookupKeys(plan.email) }
    : plan.phone
      ? { phones: plan.phoneKeys ?? [plan.phone] }
      : { streetKeys: plan.streets.map((s) => s.key) };
  // Records of an import still open are nobody's to see yet (ADR 0228): both reads below leave
  // them out, each reading the open batches itself (on PostgreSQL in its statement, ADR 0234).
  const candidates = await deps.search.exactCards(exactMatch, EXACT_CANDIDATES_MAX);
  // All equally exact: the newest batch first, and within one in no order of the file (ADR 0220).
  const exact = candidates.filter((row) => recordMatchesPlan(plan, planMatchRecord(row))).sort(newestBatchFirst);
  let total = exact.length;
  let capped = false;
  const rows: CardRow[] = exact.slice(0, PUBLIC_SEARCH_LIMIT);
  const text = plan.email || plan.phone ? undefined : publicTextPlan(plan);
  if (text) {
    // Counted up to the cap (ADR 0130): a common name costs what a rare one does.
    const page = await deps.search.cardPage(text, PUBLIC_SEARCH_LIMIT, PUBLIC_MATCH_CAP);
    // Records found both ways are counted once: the name search's total already has them.
    const wordsOnly = { ...plan, streets: [] };
    total = page.total + exact.filter((row) => !recordMatchesPlan(wordsOnly, planMatchRecord(row))).length;
    capped = page.capped || total > PUBLIC_MATCH_CAP;
    // Past the cap the name lists no one (ADR 0130): the answer asks for more of it. Records at
    // a complete street the visitor typed are still shown.
    if (capped) total = PUBLIC_MATCH_CAP;
    const shown = new Set(rows.map((r) => r.id));
    for (const row of capped ? [] : page.rows) {
      if (rows.length >= PUBLIC_SEARCH_LIMIT) break;
      if (!shown.has(row.id)) rows.push(row);
    }
  }
  const build = (row: CardRow) => () => toSearchResult(cardSource(row, deps.cipher), today);
  const results = rows.map((row) => (deps.cards ? deps.cards.card(row, today, build(row)) : build(row)()));
  // Whether the complete email, phone or street found someone (ADR 0217): a name found beside
  // it does not make a wrong guess right. The street keys that did, for a range's two numbers
  // (ADR 0299).
  const foundStreetKeys = new Set(exact.flatMap((row) => (row.street_key ? [row.street_key] : [])));
  return { total, totalCapped: capped, results, exactFound: exact.length > 0, foundStreetKeys };
}

/**
 * One record and its batch. `audience` public: a record of an import batch still open is
 * "Not found" (ADR 0228), as a record that is not stored; an admin sees it.
 */
async function loadDecoded(
  deps: RecordsDeps,
  id: string,
  audience: 'public' | 'admin' = 'public',
): Promise<{ decoded: DecodedRecord; batch: BatchRow | undefined }> {
  const row = await loadById(deps.db, id);
  if (!row) throw notFound('Not found');
  const batches = await batchesFor(deps.db, [row]);
  const batch = row.batch_id ? batches.get(row.batch_id) : undefined;
  if (audience === 'public' && batch?.is_open) throw notFound('Not found');
  return { decoded: decodeRecord(row, deps.cipher), batch };
}

export async function personView(deps: RecordsDeps, id: string): Promise<PersonView> {
  const { decoded, batch } = await loadDecoded(deps, id, 'public');
  return toPersonView(decoded, batch, new Date());
}

export async function exposureReport(deps: RecordsDeps, id: string): Promise<ExposureReport> {
  const { decoded, batch } = await loadDecoded(deps, id, 'public');
  return toExposureReport(decoded, batch, new Date(), 'anonymous');
}

/** The report as its verified owner sees it (the owner column of the disclosure policy). */
export async function ownerReport(deps: RecordsDeps, id: string): Promise<OwnerReport> {
  const { decoded, batch } = await loadDecoded(deps, id, 'public');
  return toExposureReport(decoded, batch, new Date(), 'owner');
}

async function toListItems(deps: RecordsDeps, rows: RecordWithContacts[]): Promise<AdminRecordListItem[]> {
  const batches = await batchesFor(deps.db, rows);
  return rows.map((r) => toAdminListItem(decodeRecord(r, deps.cipher), r.batch_id ? batches.get(r.batch_id) : undefined));
}

export async function adminSearch(deps: RecordsDeps, q: string): Promise<{ total: number; results: AdminRecordListItem[] }> {
  const plan = planSearch(q);
  if (!plan) return { total: 0, results: [] };
  const { total, records } = await searchRecords(deps, plan, ADMIN_SEARCH_LIMIT);
  return { total, results: await toListItems(deps, records) };
}

export async function adminList(
  deps: RecordsDeps,
  opts: { limit: number; offset: number; q?: string; risk?: string },
): Promise<{ total: number; records: AdminRecordListItem[] }> {
  const plan = opts.q ? planSearch(opts.q) : undefined;
  if (opts.q && !plan) return { total: 0, records: [] };
  const { records, total } = plan
    ? await searchRecords(deps, plan, opts.limit, opts.offset, opts.risk)
    : await listRecords(deps.db, opts.risk, opts.limit, opts.offset);
  return { total, records: await toListItems(deps, records) };
}

export async function adminDetail(deps: RecordsDeps, id: string): Promise<AdminRecordDetail> {
  const { decoded, batch } = await loadDecoded(deps, id, 'admin');
  const { secret, row } = decoded;
  // Since ADR 0145 the row's header names are stored once per batch, not in its secret.
  const keys = secret.columns && row.batch_id ? await loadHeaderSet(deps.db, deps.cipher, row.batch_id, secret.columns) : undefined;
  return toAdminDetail(decoded, batch, allFieldsOf(secret, keys));
}
