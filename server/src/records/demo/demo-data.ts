// Deterministic synthetic breach records (@faker-js/faker with a fixed seed). Rows are built as
// the messy header -> value objects real dumps have and go through the normal import mapping,
// so the demo exercises the same path as real data: every field group, several emails and
// phones, terminated employees, benefits, cards, and five sources with different dates.

import { Faker, en } from '@faker-js/faker';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FieldCipher } from '../../lib/field-cipher.ts';
import { DEMO_COMPANY_DOMAIN, DEMO_PEOPLE, DEMO_SOURCES } from './demo-people.ts';
import { importRequestSchema } from '@breachwatch/core/schemas/import';
import { prepareImportRequest, writePreparedImport } from '../import/index.ts';
import { openBatch } from '../store/index.ts';
import type { DatabaseKind } from '../../db/database.ts';

export const DEMO_SEED = 20261125;
/** Share of rows per source, in DEMO_SOURCES order. */
const SOURCE_SHARES = [0.35, 0.25, 0.15, 0.15, 0.1];
const REF_DATE = new Date(Date.UTC(2025, 10, 1));
const PERSONAL_DOMAINS = ['example.com', 'example.net', 'example.org'];

function fictionalPhone(f: Faker): string {
  const area = f.helpers.arrayElement(['212', '217', '303', '312', '404', '415', '503', '608', '617', '702', '713', '919']);
  const last = f.string.numeric(2);
  return f.helpers.arrayElement([`(${area}) 555-01${last}`, `${area}-555-01${last}`, `+1 ${area} 555 01${last}`, `${area}.555.01${last}`]);
}

const fictionalSsn = (f: Faker): string => `9${f.string.numeric(2)}-${f.string.numeric(2)}-${f.string.numeric(4)}`;
const isoDate = (d: Date): string => d.toISOString().slice(0, 10);
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

// Faker's name and address generators cost tens of microseconds a call; drawing from pools
// built once keeps start-up seeding of 2,000 records fast while staying deterministic.
interface Pools {
  first: string[];
  last: string[];
  middle: string[];
  street: string[];
  place: { city: string; state: string; county: string }[];
  job: string[];
}

function buildPools(f: Faker): Pools {
  const many = <T>(n: number, fn: () => T): T[] => Array.from({ length: n }, fn);
  return {
    first: many(300, () => f.person.firstName()),
    last: many(300, () => f.person.lastName()),
    middle: many(60, () => f.person.middleName()),
    street: many(200, () => f.location.street()),
    place: many(150, () => ({ city: f.location.city(), state: f.location.state({ abbreviated: true }), county: f.location.county() })),
    job: many(120, () => f.person.jobTitle()),
  };
}

function person(f: Faker, pools: Pools, companyDomain: string) {
  const first = f.helpers.arrayElement(pools.first);
  const last = f.helpers.arrayElement(pools.last);
  const local = `${slug(first)}.${slug(last)}`;
  const place = f.helpers.arrayElement(pools.place);
  return {
    first,
    last,
    middle: f.datatype.boolean(0.3) ? f.helpers.arrayElement(pools.middle) : '',
    workEmail: `${local}@${companyDomain}`,
    personalEmail: `${slug(first)}${f.string.numeric(2)}@${f.helpers.arrayElement(PERSONAL_DOMAINS)}`,
    dob: isoDate(f.date.birthdate({ mode: 'age', min: 19, max: 82 })),
    street: `${f.number.int({ min: 1, max: 9999 })} ${f.helpers.arrayElement(pools.street)}`,
    city: place.city,
    state: place.state,
    zip: f.string.numeric(5),
    county: place.county,
  };
}

/** `count` rows for each source, deterministic for a given count. */
export function generateDemoRows(count: number): Record<string, string>[][] {
  const f = new Faker({ locale: [en] });
  f.seed(DEMO_SEED);
  // A fixed reference date keeps every generated date (and so every record) the same on each run.
  f.setDefaultRefDate(REF_DATE);
  const companies = Array.from({ length: 12 }, () => {
    const name = f.company.name();
    return { name, domain: `${slug(name).slice(0, 30)}.example` };
  });
  companies[0] = { name: 'Northwind Health', domain: DEMO_COMPANY_DOMAIN };
  const pools = buildPools(f);
  const groups: Record<string, string>[][] = DEMO_SOURCES.map(() => []);
  const fixed = DEMO_PEOPLE.slice(0, count);
  groups[0]!.push(...fixed.slice(0, 3));
  if (fixed[3]) groups[3]!.push(fixed[3]);
  const remaining = count - fixed.length;
  for (let i = 0; i < remaining; i++) {
    const u = i / Math.max(remaining, 1);
    let source = 0;
    for (let acc = SOURCE_SHARES[0]!; u >= acc && source < SOURCE_SHARES.length - 1; ) acc += SOURCE_SHARES[++source]!;
    const company = source === 0 && f.datatype.boolean(0.5) ? companies[0]! : f.helpers.arrayElement(companies);
    const p = person(f, pools, company.domain);
    const hired = f.date.past({ years: 15 });
    const terminated = f.datatype.boolean(0.15);
    let row: Record<string, string>;
    if (source === 0) {
      row = {
        EmployeeID: `E${f.string.numeric(6)}`,
        FirstName: p.first,
        MiddleName: p.middle,
        LastName: p.last,
        WorkEmail: p.workEmail,
        PersonalEmail: f.datatype.boolean(0.6) ? p.personalEmail : '',
        CellPhone: fictionalPhone(f),
        HomePhone: f.datatype.boolean(0.4) ? fictionalPhone(f) : '',
        SSN: f.datatype.boolean(0.6) ? fictionalSsn(f) : '',
        DOB: p.dob,
        Address1: p.street,
        City: p.city,
        State: p.state,
        Zip: p.zip,
        County: p.county,
        Country: 'US',
        DriverLicense: f.datatype.boolean(0.3) ? `${f.string.alpha({ length: 1, casing: 'upper' })}${f.string.numeric(11)}` : '',
        Employer: company.name,
        JobTitle: f.helpers.arrayElement(pools.job),
        Department: f.commerce.department(),
        DateOfHire: isoDate(hired),
        EmployeeStatus: terminated ? 'Terminated' : 'Active',
        EmploymentTerminationDate: terminated ? isoDate(f.date.between({ from: hired, to: REF_DATE })) : '',
        Salary: String(f.number.int({ min: 32, max: 190 }) * 1000),
      };
    } else if (source === 1) {
      row = {
        'Member Name': `${p.first} ${p.last}`,
        'Date of Birth': p.dob.replaceAll('-', ''),
        SSN: f.datatype.boolean(0.7) ? fictionalSsn(f) : '',
        'Home Address': p.street,
        City: p.city,
        State: p.state,
        'Zip Code': p.zip,
        Email: p.personalEmail,
        Employer: company.name,
        PlanName: f.helpers.arrayElement(['PPO Gold', 'HMO Silver', 'HDHP Bronze', 'Dental Plus', 'Vision Basic']),
        Carrier: f.helpers.arrayElement(['Bluepoint Health', 'Summit Mutual', 'Evergreen Life']),
        PlanEffectiveDate: `${f.number.int({ min: 2019, max: 2025 })}-01-01`,
        CoverageAmount: String(f.number.int({ min: 10, max: 500 }) * 1000),
        Premium: f.finance.amount({ min: 40, max: 900 }),
        PayrollDeduction: f.finance.amount({ min: 20, max: 400 }),
        BenefitTerminationDate: terminated ? isoDate(f.date.recent({ days: 400 })) : '',
      };
    } else if (source === 2) {
      row = {
        MRN: `MRN${f.string.numeric(7)}`,
        'Patient Name': `${p.first} ${p.last}`,
        DOB: `${p.dob.slice(5, 7)}/${p.dob.slice(8, 10)}/${p.dob.slice(0, 4)}`,
        Phone: fictionalPhone(f),
        Address: p.street,
        City: p.city,
        State: p.state,
        Zip: p.zip,
        PCP: `Dr. ${f.helpers.arrayElement(pools.last)}`,
        Carrier: f.helpers.arrayElement(['Bluepoint Health', 'Medicaid', 'Summit Mutual']),
      };
    } else if (source === 3) {
      row = {
        name: f.datatype.boolean(0.7) ? `${p.first} ${p.last}` : '',
        email: [p.personalEmail, f.datatype.boolean(0.3) ? p.workEmail : ''].filter(Boolean).join('; '),
        phone: f.datatype.boolean(0.8) ? fictionalPhone(f) : '',
        card: f.datatype.boolean(0.2) ? `4000 00${f.string.numeric(2)} ${f.string.numeric(4)} ${f.string.numeric(4)}` : '',
        zip: f.datatype.boolean(0.5) ? p.zip : '',
      };
    } else {
      row = {
        EmployeeId: `P${f.string.numeric(6)}`,
        EmployeeName: `${p.first} ${p.last}`,
        SSN: fictionalSsn(f),
        Employer: company.name,
        EmployeeStatus: terminated ? 'Terminated' : f.helpers.arrayElement(['Active', 'Leave']),
        Salary: String(f.number.int({ min: 30, max: 160 }) * 1000),
        PayrollDeduction: f.finance.amount({ min: 20, max: 400 }),
        Type: f.helpers.arrayElement(['Full-time', 'Part-time', 'Contractor']),
        WorkEmail: p.workEmail,
      };
    }
    // Spread over the last five weeks, so the dashboard's 7-day window shows recent uploads.
    row.DateAdded = isoDate(new Date(Date.now() - f.number.int({ min: 0, max: 35 }) * 86_400_000));
    groups[source]!.push(row);
  }
  return groups;
}

/** Imports `count` demo records (one batch per source) in one transaction. */
export async function seedDemoRecords(db: Kysely<Database>, dialect: DatabaseKind, cipher: FieldCipher, count: number) {
  const groups = generateDemoRows(count);
  return db.transaction().execute(async (trx) => {
    let imported = 0;
    let duplicates = 0;
    for (let s = 0; s < groups.length; s++) {
      const rows = groups[s]!;
      const src = DEMO_SOURCES[s]!;
      const now = new Date().toISOString();
      const batchId = await openBatch(trx, { source: { ...src }, kind: 'cli', fileName: 'demo-data', importedBy: 'demo-data' }, now);
      // Rows of one shape (the same columns) go together, as they would in a file: a source
      // mixes the documented people's columns with its own (Zip and zip would be two columns).
      const shapes = new Map<string, Record<string, string>[]>();
      for (const row of rows) {
        const key = Object.keys(row).join('\u0000');
        const list = shapes.get(key);
        if (list) list.push(row);
        else shapes.set(key, [row]);
      }
      for (const shape of shapes.values()) {
        for (let i = 0; i < shape.length; i += 5000) {
          const request = importRequestSchema.parse({ rows: shape.slice(i, i + 5000) });
          const res = await writePreparedImport(trx, dialect, cipher, batchId, prepareImportRequest(request, batchId, now, cipher), now);
          imported += res.imported;
          duplicates += res.duplicates;
        }
      }
    }
    return { imported, duplicates };
  });
}

/**
 * Start-up hook: an empty embedded database gets `config.demoData.count` demo records so a
 * newcomer sees a working product at once. Never touches PostgreSQL or a database with records.
 */
export async function loadDemoDataIfEmpty(
  db: Kysely<Database>,
  dialect: DatabaseKind,
  cipher: FieldCipher,
  demo: { enabled: boolean; count: number },
): Promise<number> {
  if (dialect !== 'sqlite' || !demo.enabled || demo.count <= 0) return 0;
  const existing = await db.selectFrom('breach_records').select('seq').limit(1).executeTakeFirst();
  if (existing) return 0;
  return (await seedDemoRecords(db, dialect, cipher, demo.count)).imported;
}
