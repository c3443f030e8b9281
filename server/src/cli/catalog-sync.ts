import { syncCatalog } from '../scan/catalog/catalog.service.ts';
import { HibpError } from '../scan/hibp-client.ts';
import { runCli, withDatabase } from './cli-runner.ts';

// npm run catalog:sync: loads Have I Been Pwned's public breach list into the breach catalog.

function main(): Promise<number> {
  return withDatabase(async (database, config) => {
    const result = await syncCatalog(database.db, config);
    const f = result.flags;
    console.log(
      `Breach catalog synced: ${result.fetched} breaches loaded${result.skipped ? `, ${result.skipped} unreadable entries skipped` : ''}; ` +
        `${result.total} in the catalog (${f.unverified} unverified, ${f.fabricated} fabricated, ${f.sensitive} sensitive, ` +
        `${f.spamList} spam lists, ${f.malware} malware, ${f.retired} retired).`,
    );
    console.log('Breach data from haveibeenpwned.com (CC BY 4.0).');
    return 0;
  });
}

await runCli(main, (error) =>
  error instanceof HibpError ? `Could not load the breach list: ${error.message}. The catalog was not changed.` : undefined,
);
