// The reading rules of ADR 0194, through both server paths: the import API fed as the console
// feeds it (core's reader, then the batch requests with file row numbers) and the command
// line's file import. What a visitor would notice: who the public search finds, what a card
// shows; what an admin would: the rows the report says were skipped, and why.
import fs from 'node:fs';
import path from 'node:path';
import { readDelimitedBytes } from '@breachwatch/core';
import { describe, expect, it } from 'vitest';
import { publicNamesViaApi } from '../../../test/records-test-helpers.ts';
import { useImportTestContext } from '../../../test/test-context.ts';
import { importFile } from './index.ts';

const setup = useImportTestContext('bw-import-reading-');

const utf8 = (text: string) => new TextEncoder().encode(text);
const post = (url: string, payload: object) =>
  setup.ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${setup.token}` }, payload });

/** What the console does with a file: read it whole with core's reader, then one batch of requests. */
async function importAsConsole(text: string) {
  const read = readDelimitedBytes(utf8(text));
  const begin = await post('/api/admin/import-batches', { kind: 'paste', expectedRows: read.dataRows });
  const batchId = begin.json().batch.id as string;
  const res = await post('/api/admin/import', { batchId, headers: read.headers, rows: read.rows, rowNumbers: read.rowNumbers });
  expect(res.statusCode, res.body).toBe(200);
  expect((await post(`/api/admin/import-batches/${batchId}/commit`, {})).statusCode).toBe(200);
  return res.json() as { imported: number; duplicates: number; skipped: { row: number; reason: string }[] };
}

async function importAsCli(text: string, workers?: number) {
  const file = path.join(setup.dir, 'probe.csv');
  fs.writeFileSync(file, text);
  try {
    return await importFile(setup.ctx.database, setup.masterKey, { file, importedBy: 'cli', ...(workers ? { workers } : {}) });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const SUMMARY = 'A totals or summary line (such as "Total" or "Exported 2 rows"), not a person.';
const HEADER_AGAIN = 'A repeat of the header row (files pasted together), not a person.';

describe('rows that are not people', () => {
  it('an export’s totals and count lines are skipped and named, on both paths', async () => {
    const file = 'Name,Email,Phone,Salary\nQuinn Footer,quinn.footer@example.com,555-403-1111,100\nTotal,,,300\n\n"Exported 2 rows",,,\n';
    const api = await importAsConsole(file);
    expect(api).toMatchObject({
      imported: 1,
      skipped: [
        { row: 3, reason: SUMMARY },
        { row: 5, reason: SUMMARY },
      ],
    });
    expect(await publicNamesViaApi(setup.ctx, 'Total')).toEqual([]);
    expect(await publicNamesViaApi(setup.ctx, 'Exported')).toEqual([]);
    expect(await publicNamesViaApi(setup.ctx, 'Quinn Footer')).toEqual(['Quinn Footer']);

    const cli = await importAsCli(file.replace(/Quinn/g, 'Quincy').replace('quinn.', 'quincy.'));
    expect(cli).toMatchObject({ rows: 3, imported: 1, skipped: 2 });
    expect(cli.read.findings?.skipped).toEqual([{ code: 'summary-line', count: 2, rows: [3, 5] }]);
    // Read and prepared in a worker thread, as a big file is.
    const inWorker = await importAsCli(file.replace(/Quinn/g, 'Quentin').replace('quinn.', 'quentin.'), 1);
    expect(inWorker).toMatchObject({ rows: 3, imported: 1, skipped: 2 });
    expect(inWorker.read.findings?.skipped).toEqual([{ code: 'summary-line', count: 2, rows: [3, 5] }]);
    expect(await publicNamesViaApi(setup.ctx, 'Total', '203.0.113.10')).toEqual([]);
  });

  it('the header row of a second export pasted below the first is not a person named "Name"', async () => {
    const file = 'Name,Email,City\nPaste Oneson,paste.one@example.com,Leeds\nName,Email,City\nPaste Twoson,paste.two@example.com,Leeds\n';
    const api = await importAsConsole(file);
    expect(api).toMatchObject({ imported: 2, skipped: [{ row: 3, reason: HEADER_AGAIN }] });
    expect(await publicNamesViaApi(setup.ctx, 'Name Leeds')).toEqual([]);
    expect(await publicNamesViaApi(setup.ctx, 'Paste Leeds')).toEqual(['Paste Oneson', 'Paste Twoson']);
  });

  it('a person named Sum with an email is imported', async () => {
    const api = await importAsConsole('Name,Email\nSum,sum.person@example.com\n');
    expect(api).toMatchObject({ imported: 1, skipped: [] });
    expect(await publicNamesViaApi(setup.ctx, 'sum.person@example.com')).toEqual(['Sum']);
  });
});

const FOOTER =
  'A report title or footer line (one value alone in the first column, such as "Contacts Report" or a copyright line), not a person.';

/** A Salesforce contacts report as Excel saves it again: footer lines padded with commas, or not. */
function salesforceReport(person: string, padded: boolean): string {
  const pad = padded ? ',,,,' : '';
  return [
    '"First Name","Last Name","Email","Phone","Mailing City"',
    person,
    '',
    `"Contacts Report"${pad}`,
    `"Copyright (c) 2000-2024 salesforce.com, inc. All rights reserved."${pad}`,
    `"Confidential Information - Do Not Distribute"${pad}`,
    `"Generated By:  Jane Admin  5/1/2024 10:00 AM"${pad}`,
    `"Acme Inc."${pad}`,
    '',
  ].join('\r\n');
}

describe('a report’s title and footer lines (ADR 0202)', () => {
  const footerRows = [4, 5, 6, 7, 8].map((row) => ({ row, reason: FOOTER }));

  for (const padded of [true, false]) {
    it(`are skipped and named on both paths, ${padded ? 'padded with commas' : 'one field a line'}`, async () => {
      const tag = padded ? 'Padded' : 'Bare';
      const api = await importAsConsole(
        salesforceReport(`"Ulysses","Grantham${tag}","ulysses.${tag}@sfrep2.example","(415) 555-0101","San Francisco"`, padded),
      );
      expect(api).toMatchObject({ imported: 1, skipped: footerRows });
      expect(await publicNamesViaApi(setup.ctx, `ulysses.${tag}@sfrep2.example`)).toEqual([`Ulysses Grantham${tag}`]);

      const cli = await importAsCli(
        salesforceReport(`"Ursula","Grantham${tag}","ursula.${tag}@sfrep2.example","(415) 555-0102","San Francisco"`, padded),
      );
      expect(cli).toMatchObject({ rows: 6, imported: 1, skipped: 5 });
      expect(cli.read.findings?.skipped).toEqual([{ code: 'report-footer', count: 5, rows: [4, 5, 6, 7, 8] }]);
      const inWorker = await importAsCli(
        salesforceReport(`"Uma","Grantham${tag}","uma.${tag}@sfrep2.example","(415) 555-0103","San Francisco"`, padded),
        1,
      );
      expect(inWorker).toMatchObject({ rows: 6, imported: 1, skipped: 5 });

      for (const q of ['Contacts Report', 'Acme Inc', 'Confidential Information', 'Jane Admin'])
        expect(await publicNamesViaApi(setup.ctx, q, '203.0.113.11'), q).toEqual([]);
    });
  }

  it('a person whose row holds a first and last name only is imported', async () => {
    const api = await importAsConsole(salesforceReport('"Ulrike","Namesonly",,,', true));
    expect(api).toMatchObject({ imported: 1, skipped: footerRows });
    expect(await publicNamesViaApi(setup.ctx, 'Ulrike Namesonly', '203.0.113.12')).toEqual(['Ulrike Namesonly']);
  });
});

describe('CRM and web-shop exports (ADR 0203)', () => {
  it('a WordPress user is found by email and phone; the password hash is not shown or searchable', async () => {
    const hash = '$P$BZlPX7NIx8MYpXokBW2AGsN7i.aUOt0';
    await importAsConsole(
      'ID,user_login,user_pass,user_nicename,user_email,user_url,user_registered,display_name,first_name,last_name,billing_phone,billing_address_1,billing_city,billing_postcode\n' +
        `17,wpwren,${hash},wpwren,wren.presson@wp.example,,2024-01-02 10:00:00,Wren P,Wren,Presson,(415) 555-0199,12 Press Lane,Oakland,94601\n`,
    );
    expect(await publicNamesViaApi(setup.ctx, 'wren.presson@wp.example', '203.0.113.13')).toEqual(['Wren Presson']);
    expect(await publicNamesViaApi(setup.ctx, '(415) 555-0199', '203.0.113.13')).toEqual(['Wren Presson']);
    expect(await publicNamesViaApi(setup.ctx, '12 Press Lane', '203.0.113.13')).toEqual(['Wren Presson']);
    expect(await publicNamesViaApi(setup.ctx, hash, '203.0.113.13')).toEqual([]);
    const cards = await publicCards('wren.presson@wp.example', '203.0.113.13');
    expect(JSON.stringify(cards)).not.toContain('BZlPX7');
  });

  it('Salesforce, Shopify and HubSpot address columns reach the stored record', async () => {
    await importAsConsole(
      '"First Name","Last Name","Email","Mailing Street","Mailing City","Mailing State/Province","Mailing Zip/Postal Code","Mailing Country"\n' +
        'Sal,Forcey,sal.forcey@sf.example,1 Market St,San Francisco,CA,94105,USA\n',
    );
    await importAsConsole(
      'First Name,Last Name,Email,Default Address Address1,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone\n' +
        'Shay,Pifey,shay.pifey@shop.example,5 Shop Rd,Newark,NJ,US,07102,+1 973 555 0123\n',
    );
    await importAsConsole(
      'First Name,Last Name,Street Address,State/Region,Country/Region,Postal Code,Mobile Phone Number\nHub,Spotter,9 Hub Way,MA,United States,02139,617-555-0144\n',
    );
    const stored = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select(['full_name', 'street', 'city', 'state', 'zip', 'country'])
      .where('full_name', 'in', ['Sal Forcey', 'Shay Pifey', 'Hub Spotter'])
      .orderBy('full_name')
      .execute();
    expect(stored).toEqual([
      { full_name: 'Hub Spotter', street: '9 Hub Way', city: null, state: 'MA', zip: '02139', country: 'United States' },
      { full_name: 'Sal Forcey', street: '1 Market St', city: 'San Francisco', state: 'CA', zip: '94105', country: 'USA' },
      { full_name: 'Shay Pifey', street: '5 Shop Rd', city: 'Newark', state: 'NJ', zip: '07102', country: 'US' },
    ]);
    expect(await publicNamesViaApi(setup.ctx, '+1 973 555 0123', '203.0.113.14')).toEqual(['Shay Pifey']);
    expect(await publicNamesViaApi(setup.ctx, '617-555-0144', '203.0.113.14')).toEqual(['Hub Spotter']);
  });
});

describe('MySQL’s NULL (ADR 0204)', () => {
  it('a \\N cell is stored as no value, on both paths', async () => {
    const file = 'name\temail\tstreet\tcity\tzip\nNull Sequel\tnull.sequel@example.org\t\\N\t\\N\t\\N\n';
    await importAsConsole(file);
    const cli = await importAsCli(file.replace(/Null Sequel/, 'Nil Sequel').replace('null.', 'nil.'));
    expect(cli.read.findings?.nullCells.map((f) => [f.column, f.count])).toEqual([
      ['street', 1],
      ['city', 1],
      ['zip', 1],
    ]);
    const stored = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select(['full_name', 'street', 'city', 'zip', 'street_key'])
      .where('full_name', 'in', ['Null Sequel', 'Nil Sequel'])
      .orderBy('full_name')
      .execute();
    expect(stored).toEqual([
      { full_name: 'Nil Sequel', street: null, city: null, zip: null, street_key: null },
      { full_name: 'Null Sequel', street: null, city: null, zip: null, street_key: null },
    ]);
    expect(JSON.stringify(await publicCards('null.sequel@example.org', '203.0.113.15'))).not.toContain('\\\\N');
  });
});

const publicCards = async (q: string, remoteAddress = '203.0.113.20') =>
  (await setup.ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress })).json().results as Record<
    string,
    unknown
  >[];

describe('values as spreadsheets write them', () => {
  it('Excel’s ="…" is not part of a stored or public value', async () => {
    await importAsConsole('Name,Zip,Phone,City\nWren Wrapped,"=""02134""","=""5554091111""",Boston\n');
    const cards = await publicCards('Wren Wrapped');
    expect(cards).toHaveLength(1);
    expect(JSON.stringify(cards)).toContain('02134');
    expect(JSON.stringify(cards)).not.toContain('=\\"');
    expect(await publicNamesViaApi(setup.ctx, '(555) 409-1111')).toEqual(['Wren Wrapped']);
    const stored = await setup.ctx.database.db.selectFrom('breach_records').select('zip').where('full_name', '=', 'Wren Wrapped').execute();
    expect(stored).toEqual([{ zip: '02134' }]);
  });
});

describe('phones Excel wrote in scientific notation', () => {
  it('are no phone: no search key, kept only in the original row', async () => {
    await importAsConsole('Name,Phone,City\nSci Notated,1.55501E+10,Boston\nReal Number,15550100000,Boston\n');
    const phones = await setup.ctx.database.db
      .selectFrom('record_phones')
      .innerJoin('breach_records', 'breach_records.id', 'record_phones.record_id')
      .select('record_phones.phone')
      .where('breach_records.full_name', '=', 'Sci Notated')
      .execute();
    expect(phones).toEqual([]);
    // The number Excel showed is another person's: the search finds only them.
    expect(await publicNamesViaApi(setup.ctx, '+1 555 010 0000', '203.0.113.30')).toEqual(['Real Number']);
    const id = (
      await setup.ctx.database.db.selectFrom('breach_records').select('id').where('full_name', '=', 'Sci Notated').executeTakeFirstOrThrow()
    ).id;
    const detail = await setup.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/breach-records/${id}`,
      headers: { authorization: `Bearer ${setup.token}` },
    });
    expect(detail.json().record).toMatchObject({ phones: [], allFields: { Phone: '1.55501E+10' } });
  });
});

describe('an address written with its domain’s root dot', () => {
  it('is found by the address, with or without the dot', async () => {
    await importAsConsole('Name,Email\nEm Dot,em.dot@example.com.\n');
    expect(await publicNamesViaApi(setup.ctx, 'em.dot@example.com', '203.0.113.40')).toEqual(['Em Dot']);
    expect(await publicNamesViaApi(setup.ctx, 'em.dot@example.com.', '203.0.113.40')).toEqual(['Em Dot']);
  });
});

describe('a short value over several lines', () => {
  it('is imported in a plain field as a street is, as written', async () => {
    const api = await importAsConsole('Name,Employer,Email\n"Dana Twoline","Acme\nWidgets Inc",dana@example.com\n');
    expect(api).toMatchObject({ imported: 1, skipped: [] });
    expect(await publicNamesViaApi(setup.ctx, 'Dana Twoline', '203.0.113.50')).toEqual(['Dana Twoline']);
    const stored = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select('employer')
      .where('full_name', '=', 'Dana Twoline')
      .execute();
    expect(stored).toEqual([{ employer: 'Acme\nWidgets Inc' }]);
  });
});

describe('files from a probe with messy real-world exports (ADR 0214-0216)', () => {
  it('a lone CR between LF lines refuses the file, naming mixed line endings and the row, on both paths', async () => {
    const file = 'Name,Email,City\nCara Return,cara.return@example.com,London\rCyd Return,cyd.return@example.com,Paris\n';
    const message = /^Row 2: the file mixes line endings\. .*Save the file with one kind of line ending/;
    expect(() => readDelimitedBytes(utf8(file))).toThrow(message);
    await expect(importAsCli(file)).rejects.toThrow(message);
    expect(await publicNamesViaApi(setup.ctx, 'cara.return@example.com', '203.0.113.60')).toEqual([]);
    // A whole file of CR line ends is read.
    await importAsCli('Name,Email,City\rCora Mac,cora.mac@example.com,Cupertino\r');
    expect(await publicNamesViaApi(setup.ctx, 'cora.mac@example.com', '203.0.113.60')).toEqual(['Cora Mac']);
  });

  it('a TSV with bare quotes is stored with its characters as written, on both paths', async () => {
    const file = 'Name\tEmail\tEmployer\nPat O"Brien\tpat.obrien@example.com\t5" Monitor Co\n"Big" Jim Stone\tbig.jim@example.com\tAcme\n';
    expect(await importAsConsole(file)).toMatchObject({ imported: 2 });
    const cli = await importAsCli(file.replaceAll('@example.com', '@cli.example.com'));
    expect(cli.read.dataRows).toBe(2);
    const stored = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select(['full_name', 'employer'])
      .where('full_name', 'in', ['Pat O"Brien', '"Big" Jim Stone'])
      .orderBy('full_name')
      .execute();
    expect(stored).toEqual([
      { full_name: '"Big" Jim Stone', employer: 'Acme' },
      { full_name: '"Big" Jim Stone', employer: 'Acme' },
      { full_name: 'Pat O"Brien', employer: '5" Monitor Co' },
      { full_name: 'Pat O"Brien', employer: '5" Monitor Co' },
    ]);
  });

  it('a WooCommerce export: no shipping phone is searchable, and billing and shipping never mix', async () => {
    await importAsConsole(
      'user_email,billing_first_name,billing_last_name,billing_phone,billing_address_1,billing_city,billing_postcode,shipping_phone,shipping_address_1,shipping_city,shipping_postcode\n' +
        'woo.mixer@shop.example,Woo,Mixer,,,Billtown,,555-909-7001,2 Gift Rd,Giftville,22222\n',
    );
    expect(await publicNamesViaApi(setup.ctx, '555-909-7001', '203.0.113.61')).toEqual([]);
    expect(await publicNamesViaApi(setup.ctx, '2 Gift Rd', '203.0.113.61')).toEqual([]);
    const stored = await setup.ctx.database.db
      .selectFrom('breach_records')
      .select(['street', 'city', 'zip'])
      .where('full_name', '=', 'Woo Mixer')
      .execute();
    expect(stored).toEqual([{ street: null, city: 'Billtown', zip: null }]);
  });
});

describe('quoted values after a space ("a", "b")', () => {
  it('stores the address inside the quotes, so the public search finds it, on both paths', async () => {
    const search = async (q: string) => {
      const res = await setup.ctx.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((r: { name: string }) => r.name) as string[];
    };
    await importAsConsole('Name, "Email"\n"Pam Paddedquote", "pam.padded@example.org"\n');
    await importAsCli('Name, "Email"\n"Cal Paddedquote", "cal.padded@example.org"\n');
    expect(await search('pam.padded@example.org')).toEqual(['Pam Paddedquote']);
    expect(await search('cal.padded@example.org')).toEqual(['Cal Paddedquote']);
  });
});
