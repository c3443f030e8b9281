// The benchmark's search mix, shared by `npm run bench` (run.ts) and the CPU-time comparison
// (search-cpu.ts), so both time the same queries.

import type { BenchPools } from './generate-csv.ts';

/** Query kind -> queries; the HTTP mix cycles through every kind in turn. */
export type QuerySet = Record<string, string[]>;

/**
 * Rows sampled from the file give people searching for themselves (their names follow the
 * file's Zipf-like frequencies, so common names come up as often as they would); the
 * common-word kinds are the searches whose cost used to grow with their match count: a top-40
 * surname alone (~0.2-1 % of records each) and a top-40 first name with one of the five largest
 * cities (~3 % and ~20 %).
 */
export function benchQuerySet(sample: string[][], pools: BenchPools): QuerySet {
  const top = <T>(w: { values: T[] }, n: number) => w.values.slice(0, n);
  const cities = top(pools.cities, 5).map((c) => c.city);
  return {
    name: sample.map((r) => `${r[1]} ${r[2]}`),
    'name+city': sample.map((r) => `${r[1]} ${r[2]} ${r[10]}`),
    surname: top(pools.last, 40),
    'first+city': top(pools.first, 40).map((first, i) => `${first} ${cities[i % cities.length]}`),
    email: sample.map((r) => r[3]!),
    phone: sample.map((r) => r[5]!),
    // The public search narrows a name by a ZIP code; a ZIP code alone lists no one.
    zip: sample.map((r) => `${r[2]} ${r[12]}`),
  };
}
