// `npm test`: every kind of test, one stage after another, stopping at the first that fails, with one line
// per stage and its duration, so a slow or failing stage is named in CI's log without reading all of it.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['build', 'npm', ['run', 'build']],
  ['vitest', 'npx', ['vitest', 'run']],
  ['e2e', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
  ['e2e preview', 'npx', ['playwright', 'test', '-c', 'e2e/preview.config.ts']],
  // Last: it reads the request shapes the web tests and the journeys recorded.
  ['pact shapes', 'npm', ['run', 'pact:shapes']],
];

const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1);
const done = [];
const started = performance.now();
for (const [name, command, args] of STAGES) {
  const stageStarted = performance.now();
  console.log(`\n=== stage ${name}: ${command} ${args.join(' ')}`);
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  done.push(`${name} ${seconds(stageStarted)} s`);
  if (status !== 0) {
    console.log(`\n=== stage ${name} FAILED (${signal ?? `exit ${status}`}) after ${seconds(stageStarted)} s; stages: ${done.join(', ')}`);
    process.exit(status ?? 1);
  }
  console.log(`=== stage ${name} passed in ${seconds(stageStarted)} s`);
}
console.log(`\n=== npm test passed in ${seconds(started)} s: ${done.join(', ')}`);
