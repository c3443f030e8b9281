import fs from 'node:fs';
import path from 'node:path';

/**
 * A data set from the team's shared folder beside the repository, when it is there. A clone
 * of the project alone does not have it: tests that read it are an extra check, so they run
 * only where it is present and say in the output that they did not run otherwise.
 */
export function sharedDataPath(relative: string, check: string): string | undefined {
  const full = path.resolve(import.meta.dirname, '../../../shared/data', relative);
  if (fs.existsSync(full)) return full;
  console.info(`[extra check not run] ${check}: ../shared/data/${relative} is not beside this repository.`);
  return undefined;
}
