// `npm test`: everything, in order of speed, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['formatting', ['run', 'format:check']],
  ['unit, component and API tests', ['run', 'test:unit']],
  ['browser tests', ['run', 'test:e2e']],
];

for (const [name, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync('npm', args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`--- ${name} passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
console.log('\nAll checks passed.');
