import { ACTIONS, scanSuccessSchema, type ScanSuccess } from '@breachwatch/core/scan/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { importRowsViaApi } from '../../test/records-test-helpers.ts';
import { DEMO_COMPANY_DOMAIN, seedDemoRecords } from '../records/demo/index.ts';
import { fillSecretClasses } from '../records/store/index.ts';
import { runScan } from './scan.service.ts';

// The domain summary counts driver licenses and payment cards, which only the encrypted secret
// holds, as it counts the plain columns (ADR 0191): the email scan of a person listed a source's
// licence and the DMV step while the domain scan of their employer described the same source
// without either.

let ctx: TestContext;
let address = 0;

async function scanOk(body: object): Promise<{ result: ScanSuccess; raw: string }> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/scan', payload: body, remoteAddress: `10.1.0.${++address}` });
  expect(res.statusCode, res.body).toBe(200);
  return { result: scanSuccessSchema.parse(res.json()), raw: res.body };
}

const domainRows = (result: ScanSuccess) => result.exposures.filter((e) => e.kind === 'domain');

const LICENCE = 'K98765432101';
const CARD = '5500005555555559';

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  const res = await importRowsViaApi(
    ctx,
    token,
    [
      { Name: 'Dora Driver', Email: 'dora@fleet-depot.example', DriverLicense: LICENCE },
      { Name: 'Carl Card', Email: 'carl@fleet-depot.example', Card: CARD },
      { Name: 'Bea Both', Email: 'bea@fleet-depot.example', DriverLicense: 'K11112222333', Card: '4000056655665556', SSN: '900-11-2222' },
      { Name: 'Nell None', Email: 'nell@fleet-depot.example', City: 'Dayton' },
      // An SSN too short for its last four: the email scan reports it, so the summary counts it.
      { Name: 'Sid Short', Email: 'sid@fleet-depot.example', SSN: '12' },
    ],
    { name: 'Fleet depot roster', dateFound: '2025-01-10' },
  );
  expect(res.statusCode, res.body).toBe(200);
  // The README's demo: Maria Delgado and two colleagues at Northwind Health, one source.
  await seedDemoRecords(ctx.database.db, ctx.database.kind, ctx.app.cipher, 4);
});
afterAll(async () => ctx.close());

describe('POST /api/scan: a domain summary counts licences and cards', () => {
  it('counts them per source with the other kinds, and suggests the card issuer and the DMV', async () => {
    const { result, raw } = await scanOk({ domain: 'fleet-depot.example' });
    const [row, ...others] = domainRows(result);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ source: 'Fleet depot roster', people: 5, severity: 'critical' });
    expect(row!.snippet).toBe(
      '5 people at @fleet-depot.example · 2 with SSN · 2 with payment card · 2 with driver license · 1 with address',
    );
    expect(row!.dataClasses).toEqual(['ssn', 'card', 'driverLicense', 'address', 'email']);
    expect(row!.type).toContain('Payment card, Driver license');
    expect(result.summary.actions).toEqual(expect.arrayContaining([ACTIONS.cardIssuer, ACTIONS.dmv, ACTIONS.staff]));
    // Counts and kinds only: no value, no person.
    for (const leaked of [LICENCE, CARD, '5559', '2101', 'K1111', 'dora', 'Carl', '900-11-2222']) expect(raw).not.toContain(leaked);
  });

  it("tells the same of the demo employer's source as the email scan of a person in it", async () => {
    const email = (await scanOk({ email: `maria.delgado@${DEMO_COMPANY_DOMAIN}` })).result;
    const person = email.exposures.find((e) => e.kind === 'record')!;
    expect(person.dataClasses).toContain('driverLicense');
    expect(email.summary.actions).toContain(ACTIONS.dmv);

    const domain = (await scanOk({ domain: DEMO_COMPANY_DOMAIN })).result;
    const source = domainRows(domain).find((e) => e.source === person.source)!;
    expect(source.people).toBe(3);
    for (const c of person.dataClasses) expect(source.dataClasses, c).toContain(c);
    expect(source.snippet).toMatch(/ · [1-3] with driver license/);
    expect(domain.summary.actions).toContain(ACTIONS.dmv);
  });

  it('counts records stored before their kinds were, from their secrets, and the same once they are filled', async () => {
    const before = await scanOk({ domain: 'fleet-depot.example' });
    const db = ctx.database.db;
    // As a record stored before the column reads (the migration leaves it null).
    const ids = db.selectFrom('record_emails').select('record_id').where('domain', '=', 'fleet-depot.example');
    await db.updateTable('breach_records').set({ secret_classes: null }).where('id', 'in', ids).execute();

    const legacy = await scanOk({ domain: 'fleet-depot.example' });
    expect(domainRows(legacy.result)).toEqual(domainRows(before.result));
    // The email scan reads such a record's secret too.
    const dora = (await scanOk({ email: 'dora@fleet-depot.example' })).result;
    expect(dora.exposures[0]!.dataClasses).toEqual(['driverLicense', 'email']);

    expect(await fillSecretClasses(db, ctx.app.cipher)).toMatchObject({ filled: 5, unreadable: 0 });
    const filled = await scanOk({ domain: 'fleet-depot.example' });
    expect(domainRows(filled.result)).toEqual(domainRows(before.result));
  });

  it('reads the stored kinds, so a scan without the key still reports a licence and a card', async () => {
    const scan = await runScan({ db: ctx.database.db }, { domain: 'fleet-depot.example', email: 'carl@fleet-depot.example' });
    const domainRow = scan.exposures.find((e) => e.kind === 'domain')!;
    expect(domainRow.dataClasses).toEqual(expect.arrayContaining(['card', 'driverLicense']));
    expect(scan.exposures.find((e) => e.kind === 'record')!.dataClasses).toEqual(['card', 'email']);
  });
});
