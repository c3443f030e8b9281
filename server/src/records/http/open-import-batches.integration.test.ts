import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminNamesViaApi, deleteRecordsViaApi, importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { EMAIL_MATCH_LIMIT } from '../../scan/scan.repository.ts';

// ADR 0228: the records of an import batch still open (a file sent in chunks, not yet
// committed) are no one's to see outside the console: not in the public search by name, email,
// phone or street, not on a person page or report, not to an owner asking for a link, not in an
// exposure scan. The commit shows them; an abandoned batch never does. The commit counts what
// the batch stores, whatever an admin deleted before it.

let ctx: TestContext;
let token: string;
let visitor = 0;

const HEADERS = ['First Name', 'Last Name', 'Email', 'Phone', 'Address', 'City', 'State', 'Zip'];
const row = (first: string, last: string, n: number) => [
  first,
  last,
  `${first.toLowerCase()}@${last.toLowerCase()}-import.example`,
  `(312) 555-01${String(n).padStart(2, '0')}`,
  `${100 + n} Quarry Lane`,
  'Joliet',
  'IL',
  '60431',
];

const post = (url: string, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
// Each look from a new address: no visitor's hourly allowance is what hides a record.
const publicGet = (url: string) => ctx.app.inject({ method: 'GET', url, remoteAddress: `203.0.113.${(visitor = (visitor % 250) + 1)}` });
const publicSearch = async (q: string) => {
  const res = await publicGet(`/api/search?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { total: number; results: { id: string; name: string }[] };
  return { total: body.total, names: body.results.map((r) => r.name).sort() };
};

async function openBatchWith(rows: string[][]): Promise<{ batchId: string; ids: string[] }> {
  const begin = await post('/api/admin/import-batches', { kind: 'file', fileName: 'half.csv', expectedRows: rows.length });
  expect(begin.statusCode, begin.body).toBe(200);
  const batchId = begin.json().batch.id as string;
  const chunk = await post('/api/admin/import', { batchId, headers: HEADERS, rows });
  expect(chunk.statusCode, chunk.body).toBe(200);
  const stored = await ctx.database.db.selectFrom('breach_records').select('id').where('batch_id', '=', batchId).execute();
  return { batchId, ids: stored.map((r) => r.id) };
}

/** What a stranger can learn of the one record of `rowValues` (stored as `id`). */
async function publicViewOf(id: string, values: string[]) {
  const [first, last, email, phone, street, city, state, zip] = values as [string, ...string[]];
  const scanned = await ctx.app.inject({
    method: 'POST',
    url: '/api/scan',
    payload: { email, domain: `${last!.toLowerCase()}-import.example` },
    remoteAddress: `198.51.100.${(visitor % 250) + 1}`,
  });
  expect(scanned.statusCode, scanned.body).toBe(200);
  return {
    byName: await publicSearch(`${first} ${last}`),
    byEmail: await publicSearch(email!),
    byPhone: await publicSearch(phone!),
    byStreet: await publicSearch(`${first} ${last} ${street}, ${city}, ${state} ${zip}`),
    person: (await publicGet(`/api/people/${id}`)).statusCode,
    report: (await publicGet(`/api/leaks/${id}`)).statusCode,
    ownerOptions: (await publicGet(`/api/owner/options/${id}`)).statusCode,
    scanned: (scanned.json().exposures as { kind: string }[]).map((e) => e.kind).sort(),
  };
}

const HIDDEN = {
  byName: { total: 0, names: [] },
  byEmail: { total: 0, names: [] },
  byPhone: { total: 0, names: [] },
  byStreet: { total: 0, names: [] },
  person: 404,
  report: 404,
  ownerOptions: 404,
  scanned: [],
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
});
afterAll(async () => ctx.close());

describe('records of an import batch still open', () => {
  it('are not shown to a stranger anywhere until the batch commits, then are', async () => {
    const values = row('Ottilie', 'Brannagh', 1);
    // Ten people at one domain: the fewest a domain scan gives figures for (ADR 0229).
    const colleagues = ['Aldo', 'Bea', 'Cyrus', 'Dagny', 'Egon', 'Fenna', 'Gus', 'Hedda', 'Ivo'].map((first, i) =>
      row(first, 'Brannagh', i + 20),
    );
    const { batchId, ids } = await openBatchWith([values, ...colleagues]);
    expect(ids).toHaveLength(10);
    expect(await publicViewOf(ids[0]!, values)).toEqual(HIDDEN);
    // The console sees the import as it lands.
    expect(await adminNamesViaApi(ctx, token, 'Brannagh')).toHaveLength(10);

    expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
    const shown = await publicViewOf(ids[0]!, values);
    expect(shown).toMatchObject({ person: 200, report: 200, ownerOptions: 200, scanned: ['domain', 'record'] });
    for (const found of [shown.byName, shown.byEmail, shown.byPhone, shown.byStreet]) {
      expect(found).toEqual({ total: 1, names: ['Ottilie Brannagh'] });
    }
  });

  it('are neither shown nor counted beside committed records of the same name', async () => {
    const committed = await importRowsViaApi(ctx, token, [{ 'First Name': 'Wendeline', 'Last Name': 'Carrow', City: 'Joliet' }]);
    expect(committed.statusCode).toBe(200);
    const { batchId } = await openBatchWith([row('Wendeline', 'Carrow', 2), row('Wendeline', 'Carrow', 3)]);
    expect(await publicSearch('Wendeline Carrow')).toEqual({ total: 1, names: ['Wendeline Carrow'] });
    expect(await publicSearch('Carrow')).toEqual({ total: 1, names: ['Wendeline Carrow'] });
    expect(await publicSearch(`Wendeline Carrow 102 Quarry Lane, Joliet, IL 60431`)).toEqual({ total: 0, names: [] });
    await post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect((await publicSearch('Wendeline Carrow')).total).toBe(3);
  });

  it('give an owner no link to verify with, even one mailed before', async () => {
    const values = row('Perpetua', 'Lindqvist', 4);
    const { batchId, ids } = await openBatchWith([values]);
    // A link issued for the record (as if mailed) does not open it while the import is open.
    const { issueLink } = await import('../../one-time-links/one-time-links.ts');
    const { OWNER_VIEW_PURPOSE } = await import('../../owner-verification/owner-verification.service.ts');
    const link = await issueLink(ctx.database.db, { purpose: OWNER_VIEW_PURPOSE, target: ids[0]!, subjectHash: 'h', ttlMs: 600_000 });
    const used = await ctx.app.inject({ method: 'POST', url: '/api/owner/sessions', payload: { token: link.token } });
    expect(used.statusCode, used.body).toBe(400);
    expect(used.headers['set-cookie']).toBeUndefined();
    await post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
  });

  it('stay hidden when the import is abandoned, however long ago, and can still be removed', async () => {
    const values = row('Isembard', 'Quillfeather', 5);
    const { batchId, ids } = await openBatchWith([values]);
    // The tab closed half-way, two months ago.
    const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString();
    await ctx.database.db
      .updateTable('import_batches')
      .set({ created_at: longAgo, last_imported_at: longAgo })
      .where('id', '=', batchId)
      .execute();
    await ctx.database.db.updateTable('audit_log').set({ created_at: longAgo }).where('target', '=', batchId).execute();
    expect(await publicViewOf(ids[0]!, values)).toEqual(HIDDEN);
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/import-batches/open',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(open.json().batches.map((b: { id: string }) => b.id)).toContain(batchId);
    const removed = await post(`/api/admin/import-batches/${batchId}/cancel`, { removeRecords: true });
    expect(removed.json()).toMatchObject({ removed: 1, batch: { state: 'cancelled' } });
    expect(await publicViewOf(ids[0]!, values)).toEqual(HIDDEN);
  });

  it('are not counted by an email scan that lists as many records as it can', async () => {
    // A shared inbox in as many committed records as the scan lists (EMAIL_MATCH_LIMIT): one more
    // in an open batch made the scan say it had left some out, and could push a committed record
    // out of the list.
    const inbox = 'front-desk@lakeside-clinic.example';
    const committed = Array.from({ length: EMAIL_MATCH_LIMIT }, (_, i) => ({
      Name: `Clinic Worker ${i}`,
      Email: inbox,
      City: 'Joliet',
      State: 'IL',
    }));
    const stored = await importRowsViaApi(ctx, token, committed);
    expect(stored.statusCode, stored.body).toBe(200);
    const scan = async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/scan',
        payload: { email: inbox },
        remoteAddress: `198.51.100.${(visitor = (visitor % 250) + 1)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { scannedAt: _at, ...answer } = res.json() as Record<string, unknown>;
      return answer as { truncated: boolean; exposures: { id: string }[] };
    };
    const before = await scan();
    expect(before.truncated).toBe(false);
    expect(before.exposures).toHaveLength(EMAIL_MATCH_LIMIT);

    await openBatchWith([['Late', 'Arrival', inbox, '(312) 555-0199', '1 Quarry Lane', 'Joliet', 'IL', '60431']]);
    expect(await scan()).toEqual(before);
  });
});

describe('deleting records of an import batch still open', () => {
  it('leaves the commit counting what the batch stores', async () => {
    const { batchId, ids } = await openBatchWith([
      row('Aurelio', 'Menhennet', 6),
      row('Brisa', 'Menhennet', 7),
      row('Cosmo', 'Menhennet', 8),
    ]);
    expect(ids).toHaveLength(3);
    expect((await deleteRecordsViaApi(ctx, token, [ids[0]!])).json()).toMatchObject({ deleted: 1 });
    const commit = await post(`/api/admin/import-batches/${batchId}/commit`, {});
    expect(commit.json().batch).toMatchObject({ state: 'committed', received: 3, imported: 2 });
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/import-batches/${batchId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(status.json().batch).toMatchObject({ imported: 2 });
    expect(await publicSearch('Menhennet')).toEqual({ total: 2, names: ['Brisa Menhennet', 'Cosmo Menhennet'] });
  });
});
