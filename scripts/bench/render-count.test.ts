import { describe, expect, it } from 'vitest';
import { DEVTOOLS_HOOK, RENDERS_HEADING, renderRenderCounts, summariseCommits } from './render-count';

describe('render counts', () => {
  it('adds up the components of every commit and keeps the largest', () => {
    const row = summariseCommits('/', 'phone', 813, [
      { atMs: 900, rendered: 231 },
      { atMs: 2077, rendered: 373 },
      { atMs: 2090, rendered: 16 },
    ]);
    expect(row).toEqual({ route: '/', viewport: 'phone', elements: 813, commits: 3, renders: 620, largestCommit: 373 });
  });

  it('counts a component that ran, and skips a subtree shared with the previous commit', () => {
    const recorded: { rendered: number }[] = [];
    const page = { performance: { now: () => 0 } } as {
      performance: { now(): number };
      __renderCommits?: typeof recorded;
      __REACT_DEVTOOLS_GLOBAL_HOOK__?: { onCommitFiberRoot(id: number, root: unknown): void };
    };
    new Function('window', 'performance', DEVTOOLS_HOOK)(page, page.performance);
    const stale = { tag: 0, flags: 1, child: null, sibling: null, alternate: null };
    const bailedOut = { tag: 0, flags: 0, child: stale, sibling: null, alternate: { child: stale } };
    const ran = { tag: 0, flags: 1, child: null, sibling: bailedOut, alternate: null };
    const host = { tag: 5, flags: 1, child: ran, sibling: null, alternate: null };
    page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.onCommitFiberRoot(1, { current: { child: host } });
    expect(page.__renderCommits?.map((commit) => commit.rendered)).toEqual([1]);
  });

  it('writes its own section of docs/benchmarks.md', () => {
    const section = renderRenderCounts(
      [summariseCommits('/Blog', 'laptop', 408, [{ atMs: 1, rendered: 411 }])],
      new Date('2026-11-24T21:00:00Z'),
    );
    expect(section.startsWith(RENDERS_HEADING)).toBe(true);
    expect(section).toContain('| /Blog | laptop | 408 | 411 | 1 | 411 |');
    expect(section).toContain('2026-11-24 21:00 UTC');
  });

  it('says it was not measured rather than writing an empty table', () => {
    const section = renderRenderCounts([], new Date('2026-11-24T21:00:00Z'));
    expect(section.startsWith(RENDERS_HEADING)).toBe(true);
    expect(section).toContain('Not measured in the run of 2026-11-24 21:00 UTC');
    expect(section).not.toContain('| Route |');
  });
});
