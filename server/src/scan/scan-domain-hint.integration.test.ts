import {
  ACTIONS,
  DOMAIN_FEW_PEOPLE_NOTE,
  DOMAIN_FIGURES_NOTE,
  DOMAIN_MIN_PEOPLE,
  DOMAIN_ROW_SOURCE,
  scanSuccessSchema,
  type ScanSuccess,
} from '@breachwatch/core/scan/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { importRowsViaApi } from '../../test/records-test-helpers.ts';

// A stranger's probe (ADR 0229): a card shows a person's email only as a hint, "z***@q***.example",
// and names the source. The domain scan answered "1 person at @quietharbor.example · Regional
// payroll export · 1 with SSN" for the right guess and nothing for a wrong one, which confirmed
// the hidden domain (often the employer) behind the hint.

let ctx: TestContext;
let address = 0;

async function scanOk(body: object): Promise<{ result: ScanSuccess; raw: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: body, remoteAddress: `10.2.0.${++address}` });
  expect(res.statusCode, res.body).toBe(200);
  return { result: scanSuccessSchema.parse(res.json()), raw: res.body };
}

/** What a visitor can compare between two answers: everything but when and how fast. */
const answer = ({ scannedAt: _at, ...rest }: ScanSuccess) => rest;

const SOURCE = 'Regional payroll export';
const BIG_SOURCE = 'Harbor freight staff list';

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const small = await importRowsViaApi(
    ctx,
    token,
    [
      { Name: 'Zelda Quinn', Email: 'zelda.quinn@quietharbor.example', City: 'Dayton', State: 'OH', SSN: '900-12-3456' },
      { Name: 'Omar Ames', Email: 'omar@lakeview-dental.example', City: 'Dayton', State: 'OH' },
    ],
    { name: SOURCE, dateFound: '2025-02-14', credibility: 'high' },
  );
  expect(small.statusCode, small.body).toBe(200);
  // Enough people at one domain for figures: 12, of whom 11 have a phone and 2 a payment card.
  const rows = Array.from({ length: 12 }, (_, i) => ({
    Name: `Staff Member ${String.fromCharCode(65 + i)}`,
    Email: `staff${i}@bigharbor.example`,
    ...(i < 11 ? { Phone: `555-300-${String(1000 + i)}` } : {}),
    ...(i < 2 ? { Card: i === 0 ? '4111111111111111' : '5500005555555559' } : {}),
  }));
  const big = await importRowsViaApi(ctx, token, rows, { name: BIG_SOURCE, dateFound: '2024-07-01', credibility: 'medium' });
  expect(big.statusCode, big.body).toBe(200);
});
afterAll(async () => ctx.close());

describe('POST /api/scan: a domain scan confirms no domain behind a hint', () => {
  it("answers the right guess of a card's hidden domain as it answers a wrong one", async () => {
    // What the stranger reads on the card.
    const search = await ctx.app.inject({ method: 'GET', url: '/api/search?q=Zelda%20Quinn' });
    const id = search.json().results[0].id as string;
    const card = await ctx.app.inject({ method: 'GET', url: `/api/people/${id}` });
    expect(card.body).toContain('z***@q***.example');
    expect(card.body).toContain(SOURCE);

    const right = await scanOk({ domain: 'quietharbor.example' });
    const wrong = await scanOk({ domain: 'quarry-bank.example' });
    expect(answer(right.result)).toEqual(answer(wrong.result));
    expect(right.result.exposures).toEqual([]);
    expect(right.result.domainPeople).toBeUndefined();
    expect(right.result.domainFewerThan).toBe(DOMAIN_MIN_PEOPLE);
    expect(right.result.notes).toEqual([DOMAIN_FEW_PEOPLE_NOTE]);
    // Not "nothing found": a few people may be there.
    expect(right.result.summary.actions).toEqual([ACTIONS.nothingToShow]);
    for (const told of [SOURCE, '2025-02-14', 'SSN', '1 person']) expect(right.raw).not.toContain(told);
  });

  it('gives a domain with enough people its totals across sources, and only the kinds enough of them share', async () => {
    const { result, raw } = await scanOk({ domain: 'bigharbor.example' });
    expect(result.domainPeople).toEqual({ atLeast: 10, fewerThan: 25 });
    expect(result.domainFewerThan).toBeUndefined();
    expect(result.exposures).toEqual([
      {
        id: 'domain:all',
        kind: 'domain',
        severity: 'low',
        type: 'Phone, Email',
        source: DOMAIN_ROW_SOURCE,
        snippet: '10 to 24 people at @bigharbor.example · 10 to 24 with phone',
        dataClasses: ['phone', 'email'],
        people: { atLeast: 10, fewerThan: 25 },
      },
    ]);
    expect(result.notes).toEqual([DOMAIN_FIGURES_NOTE]);
    // No source, no date and no kind of fewer than the minimum a card could be matched with.
    for (const told of [BIG_SOURCE, '2024-07-01', 'card', 'Card', 'staff0']) expect(raw).not.toContain(told);
  });

  // ADR 0236: with exact figures, a scan before and after an import told what the import added at
  // the domain ("12 people · 11 with phone" became "13 people · 12 with phone"), and a card of the
  // new source whose hint fits the domain was that person.
  it('answers the same before and after an import adds one person at the domain', async () => {
    const before = await scanOk({ domain: 'bigharbor.example' });
    const token = await ctx.signIn();
    const added = await importRowsViaApi(
      ctx,
      token,
      [{ Name: 'Yara Newcomb', Email: 'yara@bigharbor.example', Phone: '555-300-2000', City: 'Dayton', State: 'OH' }],
      { name: 'Marina newsletter', dateFound: '2025-03-01' },
    );
    expect(added.statusCode, added.body).toBe(200);
    const after = await scanOk({ domain: 'bigharbor.example' });
    expect(answer(after.result)).toEqual(answer(before.result));
    expect(after.raw).not.toMatch(/\b1[23] people|\b1[12] with/);
  });
});
