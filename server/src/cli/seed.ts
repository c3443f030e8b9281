import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createFieldCipher, EncryptionKeyError, loadEncryptionKey } from '../lib/field-cipher.ts';
import { seedDemoRecords } from '../records/demo-data.ts';
import { DEMO_PEOPLE } from '../records/demo-people.ts';

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
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const { imported, duplicates } = await seedDemoRecords(database.db, database.kind, cipher, count);
    console.log(`Seeded ${imported} demo records (${duplicates} already present) in ${Math.round(performance.now() - started)} ms.`);
    const names = DEMO_PEOPLE.slice(0, count).map((p) => p.FirstName ? `${p.FirstName} ${p.LastName}` : p.Name);
    if (names.length) console.log(`Try searching for: ${names.join(', ')}.`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof EncryptionKeyError ? error.message : `Seeding failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
