import { describe, expect, it } from 'vitest';
import { takePortFlags } from './dev-ports.mjs';

describe('takePortFlags (npm run dev -- --port <web> --mock-port <mock>)', () => {
  it('takes both flags, as --flag n or --flag=n, and keeps every other argument in order', () => {
    expect(takePortFlags(['--seed', '7', '--port', '5174', '--mock-port=8081', '--upstream', 'https://x.test'])).toEqual({
      webPort: 5174,
      mockPort: 8081,
      rest: ['--seed', '7', '--upstream', 'https://x.test'],
    });
    expect(takePortFlags(['--host', '127.0.0.1'])).toEqual({ webPort: undefined, mockPort: undefined, rest: ['--host', '127.0.0.1'] });
  });

  it('refuses a missing value, a flag given as the value and a number that is not a port, naming the flag', () => {
    for (const args of [['--port'], ['--port', '--seed', '7'], ['--port=x'], ['--port', '0'], ['--port', '70000'], ['--port', '51.5']])
      expect(() => takePortFlags(args), args.join(' ')).toThrow(/^--port needs a port number from 1 to 65535/);
    expect(() => takePortFlags(['--mock-port='])).toThrow(/^--mock-port needs a port number/);
  });
});
