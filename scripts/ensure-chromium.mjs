// Browser tests drive Debian's Chromium; no test tool may download a browser of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (isRoot && hasApt) {
  console.log(`${CHROMIUM} is missing: installing Debian's chromium package for the browser tests…`);
  const run = (args) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
  if (run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']) && existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `The browser tests need Chromium at ${CHROMIUM}. Install it with:\n\n    sudo apt-get update && sudo apt-get install -y chromium\n\n(or set CHROMIUM_PATH to a Chromium binary) and run npm test again.`,
);
process.exit(1);
