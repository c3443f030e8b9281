import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// One email cell holding two addresses joined by " / ", "|" or "or" (ADR 0262): both are the
// person's, and each finds them. Before, the cell gave none ("a / b") or one address that is
// neither ("a/b"), so a person whose address leaked searched for it and found nothing.

let ctx: TestContext;
let token: string;
const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const CELLS: Record<string, string> = {
  'Sid Slashwell': 'sid.one@example.org / Sid.Two@example.org',
  'Pia Pipewell': 'pia.one@example.org|pia.two@example.org',
  'Oren Orwell': 'oren.one@example.org or oren.two@example.org',
};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const res = await importRowsViaApi(
    ctx,
    token,
    Object.entries(CELLS).map(([Name, Email]) => ({ Name, Email, City: 'Springfield' })),
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ imported: 3, skipped: [] });
});
afterAll(async () => ctx.close());

describe('an email cell of two addresses (ADR 0262)', () => {
  it('finds the person by either address in the public search, and stores both', async () => {
    for (const [name, cell] of Object.entries(CELLS)) {
      const first = name.split(' ')[0]!.toLowerCase();
      let id: string | undefined;
      for (const address of [`${first}.one@example.org`, `${first}.two@example.org`]) {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(address)}` });
        expect(res.statusCode, res.body).toBe(200);
        expect(
          res.json().results.map((r: { name: string }) => r.name),
          address,
        ).toEqual([name]);
        id = res.json().results[0].id;
      }
      const detail = await get(`/api/admin/breach-records/${id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      const record = detail.json().record;
      expect(record.emails, name).toEqual([`${first}.one@example.org`, `${first}.two@example.org`]);
      // The original row keeps the cell as written.
      expect(JSON.stringify(record), name).toContain(JSON.stringify(cell));
    }
  });
});
