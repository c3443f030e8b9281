import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { syncCatalog } from '../scan/catalog/catalog.service.ts';
import { HibpError } from '../scan/hibp-client.ts';

// npm run catalog:sync: loads Have I Been Pwned's public breach list into the breach catalog.

async function main(): Promise<number> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await syncCatalog(database.db, config);
    const f = result.flags;
    console.log(
      `Breach catalog synced: ${result.fetched} breaches loaded${result.skipped ? `, ${result.skipped} unreadable entries skipped` : ''}; ` +
        `${result.total} in the catalog (${f.unverified} unverified, ${f.fabricated} fabricated, ${f.sensitive} sensitive, ` +
        `${f.spamList} spam lists, ${f.malware} malware, ${f.retired} retired).`,
    );
    console.log('Breach data from haveibeenpwned.com (CC BY 4.0).');
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof HibpError) console.error(`Could not load the breach list: ${error.message}. The catalog was not changed.`);
  else console.error(`Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
