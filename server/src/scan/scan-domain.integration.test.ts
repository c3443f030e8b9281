import { ACTIONS, DOMAIN_MIN_PEOPLE, scanSuccessSchema, type ScanSuccess } from '@breachwatch/core/scan/index';
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

const LICENCE = 'K98765432100';
const CARD = '4000000000001000';

beforeAll(async () => {
  ctx = await createTestContext();
  const token = await ctx.signIn();
  // Ten drivers with a licence and a card (enough for the figures of ADR 0229), nine with an SSN
  // and one with an SSN too short for its last four: the email scan reports it, so the summary
  // counts it. One person with only a city, whose kind is too rare at the domain to be listed.
  const drivers = Array.from({ length: 10 }, (_, i) => ({
    Name: `Driver ${String.fromCharCode(65 + i)}`,
    Email: `driver${i}@fleet-depot.example`,
    DriverLicense: `K98765432${100 + i}`,
    Card: `400000000000${1000 + i}`,
    SSN: i < 9 ? `900-11-22${10 + i}` : '12',
  }));
  const res = await importRowsViaApi(ctx, token, [...drivers, { Name: 'Nell None', Email: 'nell@fleet-depot.example', City: 'Dayton' }], {
    name: 'Fleet depot roster',
    dateFound: '2025-01-10',
  });
  expect(res.statusCode, res.body).toBe(200);
  // The README's demo: Maria Delgado and two colleagues at Northwind Health, one source.
  await seedDemoRecords(ctx.database.db, ctx.database.kind, ctx.app.cipher, 4);
});
afterAll(async () => ctx.close());

describe('POST /api/scan: a domain summary counts licences and cards', () => {
  it('counts them with the other kinds, and suggests the card issuer and the DMV', async () => {
    const { result, raw } = await scanOk({ domain: 'fleet-depot.example' });
    const [row, ...others] = domainRows(result);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ people: { atLeast: 10, fewerThan: 25 }, severity: 'medium' });
    expect(row!.snippet).toBe(
      '10 to 24 people at @fleet-depot.example · 10 to 24 with SSN · 10 to 24 with payment card · 10 to 24 with driver license',
    );
    expect(result.domainPeople).toEqual({ atLeast: 10, fewerThan: 25 });
    expect(row!.dataClasses).toEqual(['ssn', 'card', 'driverLicense', 'email']);
    expect(row!.type).toContain('Payment card, Driver license');
    expect(result.summary.actions).toEqual(expect.arrayContaining([ACTIONS.cardIssuer, ACTIONS.dmv, ACTIONS.staff]));
    // Counts and kinds only: no value, no person.
    for (const leaked of [LICENCE, CARD, '1000', '2100', 'driver0', 'Nell', '900-11-2210']) expect(raw).not.toContain(leaked);
  });

  it("gives no figures for the demo employer's three people; Maria's own email scan still names her licence", async () => {
    const email = (await scanOk({ email: `maria.delgado@${DEMO_COMPANY_DOMAIN}` })).result;
    const person = email.exposures.find((e) => e.kind === 'record')!;
    expect(person.dataClasses).toContain('driverLicense');
    expect(email.summary.actions).toContain(ACTIONS.dmv);

    const domain = (await scanOk({ domain: DEMO_COMPANY_DOMAIN })).result;
    expect(domainRows(domain)).toEqual([]);
    expect(domain.domainFewerThan).toBe(DOMAIN_MIN_PEOPLE);
    expect(domain.domainPeople).toBeUndefined();
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
    const driver = (await scanOk({ email: 'driver0@fleet-depot.example' })).result;
    expect(driver.exposures[0]!.dataClasses).toEqual(['ssn', 'card', 'driverLicense', 'email']);

    expect(await fillSecretClasses(db, ctx.app.cipher)).toMatchObject({ filled: 11, unreadable: 0 });
    const filled = await scanOk({ domain: 'fleet-depot.example' });
    expect(domainRows(filled.result)).toEqual(domainRows(before.result));
  });

  it('reads the stored kinds, so a scan without the key still reports a licence and a card', async () => {
    const scan = await runScan(
      { db: ctx.database.db, cipher: ctx.app.cipher },
      { domain: 'fleet-depot.example', email: 'driver9@fleet-depot.example' },
    );
    const domainRow = scan.exposures.find((e) => e.kind === 'domain')!;
    expect(domainRow.dataClasses).toEqual(expect.arrayContaining(['card', 'driverLicense']));
    expect(scan.exposures.find((e) => e.kind === 'record')!.dataClasses).toEqual(['ssn', 'card', 'driverLicense', 'email']);
  });
});

// ADR 0264 made a job or a cover holding only its end date no kind of data to a stranger (that it
// leaked says the person left); the domain scan's figures counted such records still, from the
// stored column (ADR 0270).
describe('POST /api/scan: a domain summary counts a job or a cover only by what a stranger is told of', () => {
  it('leaves out records with only end dates, and still counts a real employer and plan', async () => {
    const token = await ctx.signIn();
    const leavers = Array.from({ length: 10 }, (_, i) => ({
      Name: `Leaver ${String.fromCharCode(65 + i)}`,
      Email: `leaver${i}@leavers-list.example`,
      SSN: `900-12-34${10 + i}`,
      EmploymentTerminationDate: '2024-05-31',
      BenefitTerminationDate: '2024-06-30',
    }));
    const staff = Array.from({ length: 10 }, (_, i) => ({
      Name: `Staffer ${String.fromCharCode(65 + i)}`,
      Email: `staffer${i}@staff-list.example`,
      SSN: `900-13-34${10 + i}`,
      Employer: 'Acme Freight',
      PlanName: 'Gold PPO',
      EmploymentTerminationDate: '2024-05-31',
      BenefitTerminationDate: '2024-06-30',
    }));
    const res = await importRowsViaApi(ctx, token, [...leavers, ...staff], { name: 'HR roster', dateFound: '2025-02-01' });
    expect(res.statusCode, res.body).toBe(200);

    const [left] = domainRows((await scanOk({ domain: 'leavers-list.example' })).result);
    expect(left!.snippet).toBe('10 to 24 people at @leavers-list.example · 10 to 24 with SSN');
    expect(left!.dataClasses).toEqual(['ssn', 'email']);
    // One leaver's own email scan says the same of their record.
    const leaver = (await scanOk({ email: 'leaver0@leavers-list.example' })).result;
    expect(leaver.exposures.find((e) => e.kind === 'record')!.dataClasses).toEqual(['ssn', 'email']);

    const [stayed] = domainRows((await scanOk({ domain: 'staff-list.example' })).result);
    expect(stayed!.snippet).toBe(
      '10 to 24 people at @staff-list.example · 10 to 24 with SSN · 10 to 24 with employment details · 10 to 24 with benefits details',
    );
    expect(stayed!.dataClasses).toEqual(expect.arrayContaining(['employment', 'benefits']));
  });
});

// ADRs 0302 and 0306 made other countries' ID numbers, passwords, security answers and bank
// details kinds an email scan names for one record; the domain scan of the same people left them
// out (ADR 0310): a shop whose staff's passwords and bank accounts leaked read as a head count only.
describe('POST /api/scan: a domain summary counts ID numbers, passwords and bank details', () => {
  const PASSWORD = 'Tr0ub4dor&3';
  const IBAN = 'DE89370400440532013000';
  const PASSPORT = 'C01X00T47';

  it('names each as the email scan does, in bands, without a value; also for records stored before their kinds', async () => {
    const token = await ctx.signIn();
    const staff = Array.from({ length: 12 }, (_, i) => ({
      Name: `Teller ${String.fromCharCode(65 + i)}`,
      Email: `teller${i}@ledger-house.example`,
      'Passport Number': `${PASSPORT}${i}`,
      // Half of them by account number, half by routing number only: both are bank details.
      ...(i % 2 === 0 ? { 'Bank Account': `${IBAN}${i}` } : { 'Routing Number': `02100002${i}` }),
      // A password for some, a security answer for the others: both are "password" to a stranger.
      ...(i < 6 ? { Password: `${PASSWORD}${i}` } : { 'Security Answer': `Rosebud${i}` }),
    }));
    const res = await importRowsViaApi(ctx, token, staff, { name: 'Ledger house staff', dateFound: '2025-03-01' });
    expect(res.statusCode, res.body).toBe(200);

    const scanned = await scanOk({ domain: 'ledger-house.example' });
    const [row, ...others] = domainRows(scanned.result);
    expect(others).toEqual([]);
    expect(row!.snippet).toBe(
      '10 to 24 people at @ledger-house.example · 10 to 24 with government ID number · 10 to 24 with bank account details · 10 to 24 with password or security answer',
    );
    expect(row!.dataClasses).toEqual(expect.arrayContaining(['governmentId', 'financial', 'password', 'email']));
    // One teller's own email scan names the same kinds for their record.
    const teller = (await scanOk({ email: 'teller0@ledger-house.example' })).result;
    expect(teller.exposures.find((e) => e.kind === 'record')!.dataClasses).toEqual(
      expect.arrayContaining(['governmentId', 'financial', 'password']),
    );
    for (const leaked of [PASSWORD, IBAN, PASSPORT, 'Rosebud', '02100002', 'teller0']) expect(scanned.raw).not.toContain(leaked);

    // Stored before the kinds column: read from the secrets, the same figures.
    const db = ctx.database.db;
    const ids = db.selectFrom('record_emails').select('record_id').where('domain', '=', 'ledger-house.example');
    await db.updateTable('breach_records').set({ secret_classes: null }).where('id', 'in', ids).execute();
    expect(domainRows((await scanOk({ domain: 'ledger-house.example' })).result)).toEqual(domainRows(scanned.result));
  });
});
