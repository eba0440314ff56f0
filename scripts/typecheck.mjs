// `npm run typecheck`: `tsc --noEmit` over every workspace and scripts/, each incremental, so a second run re-checks
// only what changed. The build info lives in node_modules/.cache/tsc: out of the tree, gone with a clean install.
// Two projects at a time, one per core of the CI machine.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PROJECTS = ['contract', 'mock-server', 'web', 'preview', 'mock-toolbar', 'storefront', 'e2e', 'pacts', 'scripts'];
const PARALLEL = 2;
const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));

function check(project) {
  const args = ['-p', project, '--noEmit', '--incremental', '--tsBuildInfoFile', `node_modules/.cache/tsc/${project}.tsbuildinfo`];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...PROJECTS];
const failed = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const { code, output } = await check(project);
    // Printed whole when a project ends, so two projects' errors never interleave.
    if (output) process.stdout.write(output);
    if (code !== 0) failed.push(project);
  }
}
await Promise.all(Array.from({ length: PARALLEL }, worker));
if (failed.length > 0) {
  console.error(`typecheck failed in: ${failed.join(', ')}`);
  process.exit(1);
}
