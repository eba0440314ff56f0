import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandFlags } from './command-flags.js';

const USAGE = 'usage: try -- --base-url <url>';
const OPTIONS = { 'base-url': { type: 'string' } } as const;

/** commandFlags as a terminal meets it: what it printed, and the code it would exit with. */
function run(args: string[]) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  let exit: string | null = null;
  let values: unknown = null;
  try {
    values = commandFlags(OPTIONS, USAGE, args);
  } catch (error) {
    exit = error instanceof Error ? error.message : String(error);
  }
  return { exit, values, stdout: out.mock.calls.map((call) => call.join(' ')), stderr: err.mock.calls.map((call) => call.join(' ')) };
}

afterEach(() => vi.restoreAllMocks());

describe('commandFlags (npm run pact:verify, pact:mutants, pact:compare)', () => {
  it('prints the usage and exits 0 on --help', () => {
    expect(run(['--help'])).toEqual({ exit: 'exit 0', values: null, stdout: [USAGE], stderr: [] });
  });

  it('names an unknown flag with the usage and exits 2, rather than throwing a stack trace', () => {
    const result = run(['--bogus']);
    expect(result.exit).toBe('exit 2');
    expect(result.stderr).toEqual([expect.stringMatching(/^Unknown option '--bogus'.*\nusage: try -- --base-url <url>$/s)]);
  });

  it('reads the flags it knows', () => {
    expect(run(['--base-url', 'http://127.0.0.1:9']).values).toEqual({ 'base-url': 'http://127.0.0.1:9' });
  });
});
