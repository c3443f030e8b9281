import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createFieldCipher, loadEncryptionKey } from '../lib/field-cipher.ts';
import { DEMO_PEOPLE, seedDemoRecords } from '../records/demo/index.ts';
import { runCli, withDatabase } from './cli-runner.ts';

/** The generator holds its rows in memory; bigger data sets come from `npm run bench`. */
const MAX_COUNT = 200_000;
const USAGE = `Usage: npm run seed -- [--count N]   (default 2000, at most ${MAX_COUNT})
Adds deterministic synthetic breach records (fixed seed) to the configured database.
Running it again adds nothing new: the same records are recognised as duplicates.`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ options: { count: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const count = values.count === undefined ? 2000 : Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) {
    console.error(`--count must be a whole number from 1 to ${MAX_COUNT}.\n\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const cipher = createFieldCipher(loadEncryptionKey(config));
  return withDatabase(async (database) => {
    const started = performance.now();
    const { imported, duplicates } = await seedDemoRecords(database.db, database.kind, cipher, count);
    console.log(`Seeded ${imported} demo records (${duplicates} already present) in ${Math.round(performance.now() - started)} ms.`);
    const names = DEMO_PEOPLE.slice(0, count).map((p) => (p.FirstName ? `${p.FirstName} ${p.LastName}` : p.Name));
    if (names.length) console.log(`Try searching for: ${names.join(', ')}.`);
    return 0;
  }, config);
}

await runCli(main, (error) => `Seeding failed: ${(error as Error).message}`);
