import { BULK_DELETE_MAX_IDS } from '@breachwatch/core/schemas/constants';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { bulkDeleteRecords, type BulkDeleteProgress } from './bulk-delete-records';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const batches: string[][] = [];
let failAt = Infinity;
beforeEach(() => {
  batches.length = 0;
  failAt = Infinity;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { ids } = JSON.parse(String(init.body)) as { ids: string[] };
      // The server's own limit and message, as it answers a body that is too big.
      if (ids.length > BULK_DELETE_MAX_IDS) return json({ ok: false, error: `"ids" must have at most ${BULK_DELETE_MAX_IDS} items.` }, 400);
      batches.push(ids);
      if (batches.length === failAt) return json({ ok: false, error: 'The database is busy.' }, 503);
      return json({ ok: true, deleted: ids.length });
    }),
  );
});

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${i}`);

describe('bulkDeleteRecords', () => {
  it('sends a selection bigger than the server takes in requests of at most its limit, reporting progress', async () => {
    const progress: BulkDeleteProgress[] = [];
    const all = ids(2 * BULK_DELETE_MAX_IDS + 3);
    expect(await bulkDeleteRecords(all, (p) => progress.push(p))).toBe(all.length);
    expect(batches.map((b) => b.length)).toEqual([BULK_DELETE_MAX_IDS, BULK_DELETE_MAX_IDS, 3]);
    expect(batches.flat()).toEqual(all);
    expect(progress.map((p) => p.sent)).toEqual([BULK_DELETE_MAX_IDS, 2 * BULK_DELETE_MAX_IDS, all.length]);
    expect(progress.at(-1)).toEqual({ sent: all.length, total: all.length, deleted: all.length });
  });

  it('stops at a failed request with the server message, progress telling what went before', async () => {
    failAt = 2;
    const progress: BulkDeleteProgress[] = [];
    const error = await bulkDeleteRecords(ids(BULK_DELETE_MAX_IDS + 1), (p) => progress.push(p)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).serverMessage).toBe('The database is busy.');
    expect(progress).toEqual([{ sent: BULK_DELETE_MAX_IDS, total: BULK_DELETE_MAX_IDS + 1, deleted: BULK_DELETE_MAX_IDS }]);
  });
});
