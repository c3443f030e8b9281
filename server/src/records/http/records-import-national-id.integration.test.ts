// A Spanish and French dump's identity numbers (ADR 0302): "DNI" and "N° Sécu" columns were
// ignored columns, so the value lived only in the encrypted original row and no page told the
// owner their national ID had leaked. Now it is stored encrypted as the SSN is, in no plain
// column, search key or other table, and every public answer names it as leaked, never a digit.

import { readDelimitedBytes } from '@breachwatch/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everyStoredRow, factsOf, importCsvAsConsole, publicViewsOf } from '../../../test/console-import.ts';
import { createTestContext, type TestContext } from '../../../test/test-context.ts';
import { createFieldCipher, loadEncryptionKey } from '../../lib/field-cipher.ts';
import type { RecordSecret } from '../store/index.ts';

const CSV = [
  'Nombre,Apellidos,Email,Ciudad,DNI,N° Sécu',
  'Ana,Garcíadni,ana.garcia@example.es,Madrid,12345678Z,',
  'Luc,Martinsecu,luc.martin@example.fr,Lyon,,1 85 05 78 006 084 36',
  'Eva,Sinnumero,eva.sinnumero@example.es,Madrid,,',
].join('\r\n');

/** Any run of the numbers a stranger, a search key or a plain column must never hold. */
const ID_PARTS = /12345678|5678Z|850578|85 05 78|006 084|0840?36|006084/;

let ctx: TestContext;
let token: string;
const auth = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  expect(readDelimitedBytes(new TextEncoder().encode(CSV)).headers).toEqual(['Nombre', 'Apellidos', 'Email', 'Ciudad', 'DNI', 'N° Sécu']);
  expect((await importCsvAsConsole(ctx, token, 'volcado.csv', CSV)).imported).toBe(3);
});
afterAll(async () => ctx.close());

const publicAnswers = (name: string) => publicViewsOf(ctx, name);

describe('national ID columns of an imported dump (ADR 0302)', () => {
  it('are stored only in the encrypted secret: in no plain column, search key or other table', async () => {
    const stored = await everyStoredRow(ctx);
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.filter((row) => ID_PARTS.test(row))).toEqual([]);

    const cipher = createFieldCipher(loadEncryptionKey(ctx.config));
    const records = await ctx.database.db
      .selectFrom('breach_records')
      .select(['last_name', 'secret', 'secret_classes', 'ssn_last4', 'risk_level'])
      .orderBy('last_name')
      .execute();
    const byName = Object.fromEntries(records.map((r) => [r.last_name, { ...r, secret: cipher.decryptJson<RecordSecret>(r.secret) }]));
    expect(byName['Garcíadni']!.secret.nationalId).toBe('12345678Z');
    expect(byName['Martinsecu']!.secret.nationalId).toBe('1 85 05 78 006 084 36');
    expect(byName['Sinnumero']!.secret.nationalId).toBeUndefined();
    // The kind in the clear for the scans, never its digits; no SSN read from it.
    expect(byName['Garcíadni']!.secret_classes).toBe('g');
    expect(byName['Garcíadni']!.ssn_last4).toBeNull();
    expect(byName['Garcíadni']!.risk_level).toBe('high');
    expect(byName['Sinnumero']!.risk_level).toBe('low');
  });

  it('the public card, person page and Exposure Report name it as leaked, without a digit, and count it in the risk', async () => {
    for (const name of ['Ana Garcíadni', 'Luc Martinsecu']) {
      const { card, person, report } = await publicAnswers(name);
      for (const answer of [card, person, report]) expect(JSON.stringify(answer), name).not.toMatch(ID_PARTS);
      expect(card.dataClasses, name).toContain('governmentId');
      expect(person.dataClasses, name).toContain('governmentId');
      expect(
        factsOf(person).filter((f) => f.field === 'nationalId'),
        name,
      ).toEqual([{ field: 'nationalId', label: 'National ID or passport number', shown: 'exposed', value: null }]);
      expect(
        factsOf(report).filter((f) => f.field === 'nationalId'),
        name,
      ).toEqual([{ field: 'nationalId', label: 'National ID or passport number', shown: 'exposed', value: null }]);
      // ID 40, city 20, email 10, where the record without one has 30.
      expect(card.risk, name).toMatchObject({ level: 'high', score: 70 });
      expect(person.risk.factors, name).toContain('National ID or passport number');
      expect(person.narrative, name).toMatch(/national ID or passport number/);
      expect(report.summary, name).toMatch(/national ID or passport number/);
      expect(report.misuse.join(' '), name).toMatch(/national ID or passport number/);
    }
    const none = await publicAnswers('Eva Sinnumero');
    expect(none.card.risk).toMatchObject({ level: 'medium', score: 30 });
    expect(none.card.dataClasses).not.toContain('governmentId');
  });

  it('the email exposure scan names it as a government ID, without a digit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/scan',
      payload: { email: 'ana.garcia@example.es' },
      remoteAddress: '203.0.113.77',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(ID_PARTS);
    expect(res.json().exposures).toEqual([expect.objectContaining({ severity: 'high', type: 'Government ID, Address, Email' })]);
  });

  it('an admin sees the whole number in the record', async () => {
    const { card } = await publicAnswers('Luc Martinsecu');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/breach-records/${card.id}`, headers: auth() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().record).toMatchObject({ nationalId: '1 85 05 78 006 084 36', ssn: null, riskLevel: 'high' });
  });
});
