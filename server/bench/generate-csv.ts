// A large HR-style CSV (20 columns: ids, names, two emails, two phones, SSN, DOB, address,
// employment) for the import benchmark. Values come from faker-built pools combined with a fast
// seeded PRNG, so a million rows take seconds to write and are the same every run.
//
// Names and cities follow real frequencies, not a uniform pick: a search's cost depends on how
// many records share its words. Surnames are Zipf-like over ~35,000 names with the top one
// about 1 % of people (US census: Smith 0.83 %, rank 100 ~0.05 %, rank 1,000 ~0.01 %), first
// names steeper (the top one ~2.5 %), and cities have a heavy head (the top one ~20 % of an
// HR file's people, as in a dump from one region).

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

/** Values with Zipf-like weights: `pick` draws one, `share(i)` is value i's expected share. */
export interface Weighted<T> {
  values: T[];
  /** cumulative weights, the last one 1 */
  cumulative: Float64Array;
}

/** p(rank r) proportional to r^-exponent, scaled so that the first value has `topShare`. */
export function zipf<T>(values: T[], exponent: number): Weighted<T> {
  const cumulative = new Float64Array(values.length);
  let sum = 0;
  for (let r = 0; r < values.length; r++) cumulative[r] = sum += (r + 1) ** -exponent;
  for (let r = 0; r < values.length; r++) cumulative[r]! /= sum;
  return { values, cumulative };
}

export function pickWeighted<T>(w: Weighted<T>, rand: () => number): T {
  const x = rand();
  let lo = 0;
  let hi = w.values.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (w.cumulative[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return w.values[lo]!;
}

export const share = <T>(w: Weighted<T>, i: number) => w.cumulative[i]! - (i ? w.cumulative[i - 1]! : 0);

export interface BenchPools {
  first: Weighted<string>;
  last: Weighted<string>;
  streets: string[];
  cities: Weighted<{ city: string; state: string; county: string }>;
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
  const letters = (s: string) => s.replace(/[^A-Za-z]/g, '');
  const firsts = [...new Set(many(6000, () => letters(f.person.firstName())))].filter(Boolean);
  // faker's surnames first (its list is ~470 real ones), then made-up ones for the long tail.
  const lasts = [...new Set(many(3000, () => letters(f.person.lastName())))].filter(Boolean);
  const seen = new Set(lasts);
  for (let i = 0; lasts.length < 35_000 && i < 1_000_000; i++) {
    const a = lasts[i % 400]!;
    const b = lasts[Math.floor(i / 400) % 400]!.toLowerCase();
    const name = `${a.slice(0, 3 + (((i / 160_000) | 0) % 3))}${b.slice(Math.max(1, b.length - 3 - (((i / 480_000) | 0) % 2)))}`;
    if (!seen.has(name)) {
      seen.add(name);
      lasts.push(name);
    }
  }
  const cityNames = [...new Set(many(4000, () => f.location.city()))].slice(0, 2000);
  return {
    // exponents fitted so that the top first name is ~2.5 %, the top surname ~1 %, the top city ~20 %
    first: zipf(firsts, 0.7),
    last: zipf(lasts, 0.65),
    streets: many(500, () => f.location.street()),
    cities: zipf(
      cityNames.map((city) => ({ city, state: f.location.state({ abbreviated: true }), county: f.location.county() })),
      1.15,
    ),
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
  const first = pickWeighted(p.first, rand);
  const last = pickWeighted(p.last, rand);
  const place = pickWeighted(p.cities, rand);
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
