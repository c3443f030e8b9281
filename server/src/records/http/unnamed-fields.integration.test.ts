import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRowsViaApi } from '../../../test/records-test-helpers.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';

// A field the disclosure policy gives a stranger as `nothing` (the end dates of a job and of its
// cover, ADR 0218) must not show in any public answer, not even as a kind of data that leaked
// or a sentence about it. Two records alike but for those dates must answer alike.

let ctx: TestContext;
const ids: Record<'stayed' | 'left', string> = { stayed: '', left: '' };

const BASE = { SSN: '912-34-5678', City: 'Springfield', State: 'IL', Zip: '62704' };
const ROWS = {
  stayed: { ...BASE, 'Full Name': 'Odalys Stayedon', Email: 'odalys.stayedon@example.org' },
  left: {
    ...BASE,
    'Full Name': 'Odalys Leftearly',
    Email: 'odalys.leftearly@example.org',
    EmploymentTerminationDate: '2024-05-31',
    BenefitTerminationDate: '2024-06-30',
  },
};

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const res = await importRowsViaApi(ctx, token, [ROWS.stayed, ROWS.left]);
  expect(res.statusCode, res.body).toBe(200);
  for (const key of ['stayed', 'left'] as const) {
    const found = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(ROWS[key]['Full Name'])}` });
    ids[key] = found.json().results[0].id;
  }
});
afterAll(async () => ctx.close());

/** An answer with what tells the two records apart anyway (id, name, address hint) taken out. */
function shape(value: unknown): unknown {
  const text = JSON.stringify(value)
    .replaceAll(ids.stayed, 'ID')
    .replaceAll(ids.left, 'ID')
    .replace(/Odalys (Stayedon|Leftearly)/g, 'NAME')
    .replace(/o\*+@e\*+\.org/g, 'HINT');
  return JSON.parse(text);
}

describe('a field a stranger is told nothing of', () => {
  it('the person page, the Exposure Report and the search card are those of a record without it', async () => {
    for (const route of ['people', 'leaks']) {
      const [stayed, left] = await Promise.all(
        (['stayed', 'left'] as const).map((k) => ctx.app.inject({ method: 'GET', url: `/api/${route}/${ids[k]}` })),
      );
      expect(left!.statusCode).toBe(200);
      expect(shape(left!.json())).toEqual(shape(stayed!.json()));
    }
    const cards = await Promise.all(
      (['stayed', 'left'] as const).map(async (k) => {
        const res = await ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(ROWS[k]['Full Name'])}` });
        return shape({ ...res.json().results[0] });
      }),
    );
    expect(cards[1]).toEqual(cards[0]);
  });

  it('the exposure scan of the address reports the same kinds and severity', async () => {
    const [stayed, left] = await Promise.all(
      (['stayed', 'left'] as const).map((k) =>
        ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email: ROWS[k].Email }, remoteAddress: '203.0.113.40' }),
      ),
    );
    expect(left!.statusCode, left!.body).toBe(200);
    const record = (res: typeof left) => (res!.json().exposures as { kind: string }[]).find((e) => e.kind === 'record');
    expect(record(left)).toBeDefined();
    expect(shape({ ...record(left), firstSeen: 0, lastSeen: 0 })).toEqual(shape({ ...record(stayed), firstSeen: 0, lastSeen: 0 }));
    // The score, severity and actions of the whole scan too.
    expect(left!.json().summary).toEqual(stayed!.json().summary);
  });
});
