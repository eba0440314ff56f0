import { readFileSync } from 'node:fs';
import { calls } from '@tours/contract';
import { describe, expect, it } from 'vitest';

const COVERAGE = readFileSync(new URL('../docs/coverage.md', import.meta.url), 'utf8');

/** The registry names in the second cell of the "Calls (spec §7)" table's rows: `| path | name | ... |`. */
function namedCalls(coverage: string): Set<string> {
  const section = coverage.split(/^## /m).find((part) => part.startsWith('Calls (spec §7)')) ?? '';
  return new Set([...section.matchAll(/^\|[^|\n]*\| `([^`|]+)` \|/gm)].map((match) => match[1] ?? ''));
}

describe('docs/coverage.md', () => {
  it('has a row in "Calls (spec §7)" for every call of the contract registry', () => {
    const named = namedCalls(COVERAGE);
    const missing = Object.keys(calls).filter((name) => !named.has(name));
    expect(missing, `Add a row to docs/coverage.md, "Calls (spec §7)", for: ${missing.join(', ')}`).toEqual([]);
  });

  it('reads a row by its registry cell, and nothing outside the section', () => {
    const coverage =
      '## Calls (spec §7)\n| `POST /a` | `a.one` | x |\n| `GET /b` | not `b.two` | y |\n## Other\n| `POST /c` | `c.three` | z |\n';
    expect([...namedCalls(coverage)]).toEqual(['a.one']);
  });
});
