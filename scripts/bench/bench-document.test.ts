import { describe, expect, it } from 'vitest';
import { withBenchSections } from './bench-document';

const before = [
  '# Benchmarks',
  'Produced on Monday.',
  '## 1. Throughput',
  'old figures',
  '## Measured by hand',
  'kept figures',
  '## Lighthouse',
  'old scores',
  '',
].join('\n');
const run = [
  '# Benchmarks',
  'Produced on Friday.',
  '## 1. Throughput',
  'new figures',
  '## Lighthouse',
  'new scores',
  '## Render work',
  'first run',
  '',
].join('\n');

describe('npm run bench writing docs/benchmarks.md', () => {
  const after = withBenchSections(before, run);

  it('replaces the preamble and each section the run measured, in place', () => {
    expect(after).toContain('Produced on Friday.');
    expect(after).toContain('## 1. Throughput\nnew figures');
    expect(after).toContain('## Lighthouse\nnew scores');
    expect(after).not.toMatch(/Monday|old figures|old scores/);
  });

  it('keeps the sections no step of the run measured, where they were', () => {
    expect(after.indexOf('## Measured by hand\nkept figures')).toBeGreaterThan(after.indexOf('new figures'));
    expect(after.indexOf('## Measured by hand')).toBeLessThan(after.indexOf('## Lighthouse'));
  });

  it('adds a section the document did not have yet at the end', () => {
    expect(after.trimEnd().endsWith('## Render work\nfirst run')).toBe(true);
  });
});
