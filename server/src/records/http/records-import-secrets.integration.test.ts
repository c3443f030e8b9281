// A dump's password, security answer, bank details and SSN last four (ADR 0306): they were
// ignored columns, so the values lived only in the encrypted original row, and the email scan
// told the person their risk was low with only their email named. Now each is stored encrypted
// only, in no plain column, search key or other table, and every public answer and the scan name
// and count them, never showing a character of a password.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyStoredRow, factsOf, importCsvAsConsole, publicViewsOf } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { createFieldCipher, loadEncryptionKey } from '../../lib/field-cipher.ts';
import type { RecordSecret } from '../store/index.ts';

// The outside probe's row, and a second with a hash and a security answer only.
const CSV = [
  'name,email,password,ssn_last4,bank_account,routing_number,Mother Maiden Name',
  'Pwtest Person,pw.test@probe2.example,Summer2024!,4321,000123456789,021000021,',
  'Hash Person,hash.person@probe2.example,$2y$10$Q9lPzFq7Vv0W1uXbKj3rUe,,,,Wojciechowska',
].join('\r\n');

/** Any value a plain column, a search key or another table must never hold. */
const SECRETS = /Summer2024|000123456789|123456789|021000021|Q9lPzFq7Vv0W1uXbKj3rUe|Wojciechowska/;

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  const res = await importCsvAsConsole(ctx, token, 'shop-customers.csv', CSV);
  expect(res.imported).toBe(2);
  expect(res.body).not.toMatch(SECRETS);
});
afterAll(async () => ctx.close());

const publicAnswers = (name: string) => publicViewsOf(ctx, name);

const scanOf = (email: string) => ctx.app.inject({ method: 'POST', url: '/api/scan', payload: { email }, remoteAddress: '203.0.113.78' });

describe('secret columns of an imported dump (ADR 0306)', () => {
  it('are stored only in the encrypted secret: in no plain column, search key or other table', async () => {
    const stored = await everyStoredRow(ctx);
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.filter((row) => SECRETS.test(row))).toEqual([]);

    const cipher = createFieldCipher(loadEncryptionKey(ctx.config));
    const records = await ctx.database.db
      .selectFrom('breach_records')
      .select(['last_name', 'full_name', 'secret', 'secret_classes', 'ssn_last4', 'risk_level'])
      .orderBy('full_name')
      .execute();
    const byName = Object.fromEntries(records.map((r) => [r.full_name, { ...r, secret: cipher.decryptJson<RecordSecret>(r.secret) }]));
    const probe = byName['Pwtest Person']!;
    expect(probe.secret).toMatchObject({ password: 'Summer2024!', bankAccount: '000123456789', bankRouting: '021000021', ssn: '4321' });
    // The kinds in the clear for the scans, never a value; the SSN's last four as every SSN's.
    expect(probe.secret_classes).toBe('spbr');
    expect(probe.ssn_last4).toBe('4321');
    expect(probe.risk_level).toBe('high');
    const hash = byName['Hash Person']!;
    expect(hash.secret).toMatchObject({ password: '$2y$10$Q9lPzFq7Vv0W1uXbKj3rUe', securityAnswer: 'Wojciechowska' });
    expect(hash.secret.ssn).toBeUndefined();
    expect(hash.secret_classes).toBe('pq');
    expect(hash.risk_level).toBe('medium');
  });

  it('the public card, person page and Exposure Report name and count them, without a character', async () => {
    const { card, person, report } = await publicAnswers('Pwtest Person');
    for (const answer of [card, person, report]) expect(JSON.stringify(answer)).not.toMatch(/Summer|4321|6789|21000021|0021/);
    for (const view of [card, person]) expect(view.dataClasses).toEqual(['ssn', 'financial', 'password', 'email']);
    for (const view of [person, report])
      expect(factsOf(view).filter((f) => ['password', 'bankAccount', 'bankRouting', 'ssn'].includes(f.field))).toEqual([
        { field: 'ssn', label: 'Social Security number', shown: 'exposed', value: null },
        { field: 'password', label: 'Password', shown: 'exposed', value: null },
        { field: 'bankAccount', label: 'Bank account number', shown: 'exposed', value: null },
        { field: 'bankRouting', label: 'Bank routing number or sort code', shown: 'exposed', value: null },
      ]);
    // SSN 40, bank details 20, password 20, email 10: the one risk, on every page.
    for (const view of [card, person, report]) expect(view.risk).toMatchObject({ level: 'high', score: 90 });
    expect(person.risk.factors).toEqual(['Social Security number', 'Bank account details', 'Password or security answer', 'Email address']);
    expect(report.summary).toMatch(/bank account details, password/);
    expect(report.misuse.join(' ')).toMatch(/leaked password/);
    expect(report.misuse.join(' ')).toMatch(/routing numbers/);
  });

  it('the email scan names password and financial and scores them', async () => {
    const res = await scanOf('pw.test@probe2.example');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(SECRETS);
    const body = res.json();
    expect(body.exposures).toHaveLength(1);
    expect(body.exposures[0].dataClasses).toEqual(['ssn', 'financial', 'password', 'email']);
    // The record's own public level (ADR 0307): 90, high; "critical" is for a whole scan of two high sources.
    expect(body.exposures[0].severity).toBe('high');
    expect(body.summary.severity).not.toBe('low');
    expect(body.summary.score).toBeGreaterThanOrEqual(90);

    const hashed = (await scanOf('hash.person@probe2.example')).json();
    expect(hashed.exposures[0].dataClasses).toEqual(['password', 'email']);
    expect(hashed.exposures[0].severity).toBe('medium');
    expect(hashed.summary.actions.join(' ')).toMatch(/Change the password/);
  });
});
