// Node-only test support for core's tests (core/src itself stays free of Node imports).
/// <reference types="node" />
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A data set from the team's shared folder beside the repository, when it is there. A clone
 * of the project alone does not have it: tests that read it are an extra check, so they run
 * only where it is present and say in the output that they did not run otherwise.
 */
export function sharedDataUrl(relative: string, check: string): URL | undefined {
  const url = new URL(`../../../shared/data/${relative}`, import.meta.url);
  if (existsSync(fileURLToPath(url))) return url;
  console.info(`[extra check not run] ${check}: ../shared/data/${relative} is not beside this repository.`);
  return undefined;
}
