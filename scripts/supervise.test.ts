import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const supervise = fileURLToPath(new URL('./supervise.mjs', import.meta.url));

/**
 * A parent as `npm start` is one: two children under superviseChildren, one that ends with `firstExit` after a moment
 * and one that would run forever. Resolves with the parent's exit code and whether the long child was stopped.
 */
function runParent(firstExit: string, signalParent = false): Promise<{ code: number | null; longChildStopped: boolean }> {
  const parent = `
    import { spawn } from 'node:child_process';
    import { superviseChildren } from ${JSON.stringify(supervise)};
    const long = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const short = spawn(process.execPath, ['-e', ${JSON.stringify(`setTimeout(() => { ${firstExit} }, 300)`)}]);
    long.on('exit', (code, signal) => console.log('long ended by ' + signal));
    superviseChildren([long, short]);
    console.log('started');
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', parent], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let signalled = false;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk;
    // Once: a second SIGTERM could land while the parent exits, after Node has let go of its handlers.
    if (signalParent && !signalled && output.includes('started')) {
      signalled = true;
      child.kill('SIGTERM');
    }
  });
  return new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, longChildStopped: output.includes('long ended by SIGTERM') })),
  );
}

describe('superviseChildren (npm start, npm run dev)', () => {
  it('exits with the code of the first child to end, and stops the others', async () => {
    expect(await runParent('process.exit(2)')).toEqual({ code: 2, longChildStopped: true });
  });

  it('exits with 1 when the first child was killed by a signal nobody here sent', async () => {
    expect(await runParent("process.kill(process.pid, 'SIGKILL')")).toEqual({ code: 1, longChildStopped: true });
  });

  it('exits with 0 when the person stops it, and stops every child', async () => {
    expect(await runParent('process.exit(0)', true)).toEqual({ code: 0, longChildStopped: true });
  });
});
