import { describe, expect, it } from 'vitest';
import { takeApiFlag } from '../src/api-flag.mjs';

describe('takeApiFlag (npm run dev / npm start -- --api <url>)', () => {
  it('takes --api <url> and --api=<url>, keeping the base path without trailing slashes', () => {
    expect(takeApiFlag(['--api', 'https://staging.example.test'])).toEqual({ api: 'https://staging.example.test', rest: [] });
    expect(takeApiFlag(['--api=http://127.0.0.1:9000/base/path/'])).toEqual({ api: 'http://127.0.0.1:9000/base/path', rest: [] });
  });

  it('leaves every other argument, in order, for the mock server', () => {
    expect(takeApiFlag(['--upstream', 'https://x.test', '--mock-calls', '@session'])).toEqual({
      api: undefined,
      rest: ['--upstream', 'https://x.test', '--mock-calls', '@session'],
    });
    expect(takeApiFlag(['--seed', '7', '--api', 'https://a.test', '--port', '9000'])).toEqual({
      api: 'https://a.test',
      rest: ['--seed', '7', '--port', '9000'],
    });
  });

  it('refuses a missing value, a value that is not a URL, and a URL that is not http(s), naming the flag', () => {
    for (const args of [['--api'], ['--api='], ['--api', '--seed', '7']])
      expect(() => takeApiFlag(args), args.join(' ')).toThrow(/^--api needs/);
    expect(() => takeApiFlag(['--api', 'staging.example.test'])).toThrow('--api "staging.example.test" is not a URL');
    expect(() => takeApiFlag(['--api', 'ftp://files.example.test'])).toThrow(/^--api .* must be an http:\/\/ or https:\/\/ URL$/);
    expect(() => takeApiFlag(['--api', 'https://a.test/?x=1'])).toThrow(/^--api .* without \?query/);
    expect(() => takeApiFlag(['--api', 'https://me:secret@a.test'])).toThrow(/^--api "a.test\/" must not hold/);
  });
});
