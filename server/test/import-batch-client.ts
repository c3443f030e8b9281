import { expect } from 'vitest';
import type { TestContext } from './test-context.ts';

/**
 * An admin's client of the import batch routes (ADR 0238, 0244), with a visitor's public search
 * beside it: the batch tests send rows as the console does and check what the public sees.
 * `domain` and `fileName` keep each file's people apart; `network` is the first three parts of
 * the visitors' addresses, each search from an address of its own so no rate limit interferes.
 */
export function importBatchClient(
  ctx: TestContext,
  token: string,
  { domain, fileName, network }: { domain: string; fileName: string; network: string },
) {
  let visitor = 0;
  const headers = ['Name', 'Email', 'City'];
  const person = (name: string) => [name, `${name.toLowerCase().replace(/ /g, '.')}@${domain}`, 'Peoria'];
  const post = (url: string, payload?: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return {
    headers,
    person,
    post,
    /** The batch as GET /api/admin/import-batches/:id answers. */
    status: async (batchId: string) => (await get(`/api/admin/import-batches/${batchId}`)).json().batch,
    /** The ids of the open batches the console is offered. */
    openIds: async () => ((await get('/api/admin/import-batches/open')).json().batches as { id: string }[]).map((b) => b.id),
    /** How many people a stranger's search finds. */
    publicTotal: async (q: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/search?q=${encodeURIComponent(q)}`,
        remoteAddress: `${network}.${(visitor = (visitor % 250) + 1)}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { total: number }).total;
    },
    /** Opens a batch that announces this many rows; its id. */
    begin: async (expectedRows: number): Promise<string> => {
      const res = await post('/api/admin/import-batches', { kind: 'file', fileName, expectedRows });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().batch.id as string;
    },
    /** Sends one chunk of rows to the batch. */
    send: async (batchId: string, rows: string[][]) => {
      const res = await post('/api/admin/import', { batchId, headers, rows });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
