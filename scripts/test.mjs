// `npm test`: everything, in order of speed, stopping at the first failure. A test that was
// skipped rather than run fails the run too: a suite that passes by not running proves nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-test-report-'));
const unitReport = path.join(reportDir, 'unit.json');

/** Fails when the unit suite's JSON report counts a test that did not run. */
function everyUnitTestRan() {
  const report = JSON.parse(fs.readFileSync(unitReport, 'utf8'));
  const notRun = report.numPendingTests + report.numTodoTests;
  console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${notRun} skipped`);
  return notRun === 0 && report.numFailedTests === 0 && report.success;
}

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['formatting', ['run', 'format:check']],
  [
    'unit, component and API tests',
    ['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile=${unitReport}`],
    everyUnitTestRan,
  ],
  ['browser tests', ['run', 'test:e2e']],
];

try {
  for (const [name, args, check] of steps) {
    console.log(`\n=== ${name} ===`);
    const started = Date.now();
    const result = spawnSync('npm', args, { stdio: 'inherit' });
    if (result.status !== 0 || (check && !check())) {
      console.error(`\n${name} failed (exit ${result.status ?? result.signal}${result.status === 0 ? ', a test did not run' : ''}).`);
      process.exitCode = result.status || 1;
      break;
    }
    console.log(`--- ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  fs.rmSync(reportDir, { recursive: true, force: true });
}
if (!process.exitCode) console.log('\nAll checks passed.');
