// A large HR-style CSV (20 columns: ids, names, two emails, two phones, SSN, DOB, address,
// employment) for the import benchmark. Values come from small faker-built pools combined with
// a fast seeded PRNG, so a million rows take seconds to write and are the same every run.

import fs from 'node:fs';
import { Faker, en } from '@faker-js/faker';

export const BENCH_HEADER = [
  'EmployeeID',
  'FirstName',
  'LastName',
  'PersonalEmail',
  'WorkEmail',
  'CellPhone',
  'HomePhone',
  'SSN',
  'DOB',
  'Address1',
  'City',
  'State',
  'Zip',
  'County',
  'Employer',
  'JobTitle',
  'Department',
  'DateOfHire',
  'EmployeeStatus',
  'Salary',
];

export interface BenchPools {
  first: string[];
  last: string[];
  streets: string[];
  cities: { city: string; state: string; county: string }[];
  jobs: string[];
  companies: { name: string; domain: string }[];
}

/** mulberry32: tiny, fast and good enough for synthetic data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildPools(seed = 42): BenchPools {
  const f = new Faker({ locale: [en] });
  f.seed(seed);
  const many = <T>(n: number, fn: () => T): T[] => Array.from({ length: n }, fn);
  const slug = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return {
    first: [...new Set(many(2000, () => f.person.firstName()))],
    last: [...new Set(many(3000, () => f.person.lastName()))],
    streets: many(500, () => f.location.street()),
    cities: many(400, () => ({ city: f.location.city(), state: f.location.state({ abbreviated: true }), county: f.location.county() })),
    jobs: many(300, () => f.person.jobTitle()),
    companies: many(200, () => {
      const name = f.company.name();
      return { name, domain: `${slug(name).slice(0, 30)}.example` };
    }),
  };
}

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const csv = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Row i of the data set, as CSV values (deterministic for a given pools + seed). */
export function benchRow(i: number, p: BenchPools, rand: () => number): string[] {
  const pick = <T>(a: T[]): T => a[Math.floor(rand() * a.length)]!;
  const first = pick(p.first);
  const last = pick(p.last);
  const place = pick(p.cities);
  const company = pick(p.companies);
  const area = 200 + Math.floor(rand() * 800);
  const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
  const year = 1945 + Math.floor(rand() * 60);
  return [
    `E${pad(i, 7)}`,
    first,
    last,
    `${local}${i}@example.com`,
    `${local}.${i}@${company.domain}`,
    `(${area}) 555-${pad(i % 10000, 4)}`,
    rand() < 0.5 ? `${area}-${pad(Math.floor(rand() * 1000), 3)}-${pad(Math.floor(rand() * 10000), 4)}` : '',
    rand() < 0.7 ? `9${pad(Math.floor(rand() * 100), 2)}-${pad(Math.floor(rand() * 100), 2)}-${pad(Math.floor(rand() * 10000), 4)}` : '',
    `${year}-${pad(1 + Math.floor(rand() * 12), 2)}-${pad(1 + Math.floor(rand() * 28), 2)}`,
    `${1 + Math.floor(rand() * 9999)} ${pick(p.streets)}`,
    place.city,
    place.state,
    pad(Math.floor(rand() * 100000), 5),
    place.county,
    company.name,
    pick(p.jobs),
    pick(['Finance', 'Nursing', 'IT', 'Pharmacy', 'Radiology', 'HR', 'Facilities']),
    `${2000 + Math.floor(rand() * 25)}-${pad(1 + Math.floor(rand() * 12), 2)}-01`,
    rand() < 0.15 ? 'Terminated' : 'Active',
    String(30000 + Math.floor(rand() * 150) * 1000),
  ];
}

/** Writes the CSV; returns its size and a sample of rows (for realistic search queries). */
export async function writeBenchCsv(
  file: string,
  rows: number,
  pools: BenchPools,
  samples = 400,
): Promise<{ bytes: number; sample: string[][] }> {
  const rand = prng(7);
  const every = Math.max(1, Math.floor(rows / samples));
  const sample: string[][] = [];
  const out = fs.createWriteStream(file);
  let buf = `${BENCH_HEADER.join(',')}\n`;
  for (let i = 1; i <= rows; i++) {
    const row = benchRow(i, pools, rand);
    if (i % every === 0) sample.push(row);
    buf += `${row.map(csv).join(',')}\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
      buf = '';
    }
  }
  out.write(buf);
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  return { bytes: fs.statSync(file).size, sample };
}
