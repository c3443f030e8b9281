import type {
  AdminRecordDetail,
  AdminRecordListItem,
  ExposureReport,
  PersonView,
  PublicSearchResult,
} from '@breachwatch/core/schemas/records-api';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { planSearch, type RecordSearch, type SearchPlan } from '../search/index.ts';
import {
  decodeRecord,
  findBatches,
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
import { toAdminDetail, toAdminListItem, toExposureReport, toPersonView, toSearchResult, type SearchCardSource } from '../views/index.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RecordsDeps {
  db: Db;
  cipher: FieldCipher;
  /** The read path of the database in use, chosen once at start-up (search/record-search.ts). */
  search: RecordSearch;
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

export async function publicSearch(deps: RecordsDeps, q: string): Promise<{ total: number; results: PublicSearchResult[] }> {
  const plan = planSearch(q);
  if (!plan) return { total: 0, results: [] };
  const { total, rows } = await deps.search.cardPage(plan, PUBLIC_SEARCH_LIMIT);
  const today = new Date();
  return { total, results: rows.map((row) => toSearchResult(cardSource(row, deps.cipher), today)) };
}

async function loadDecoded(deps: RecordsDeps, id: string): Promise<{ decoded: DecodedRecord; batch: BatchRow | undefined }> {
  const row = await loadById(deps.db, id);
  if (!row) throw notFound('Not found');
  const batches = await batchesFor(deps.db, [row]);
  return { decoded: decodeRecord(row, deps.cipher), batch: row.batch_id ? batches.get(row.batch_id) : undefined };
}

export async function personView(deps: RecordsDeps, id: string): Promise<PersonView> {
  const { decoded, batch } = await loadDecoded(deps, id);
  return toPersonView(decoded, batch, new Date());
}

export async function exposureReport(deps: RecordsDeps, id: string): Promise<ExposureReport> {
  const { decoded, batch } = await loadDecoded(deps, id);
  return toExposureReport(decoded, batch, new Date());
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
  const { decoded, batch } = await loadDecoded(deps, id);
  return toAdminDetail(decoded, batch);
}
