import { describe, expect, it } from 'vitest';
import { playwrightTests, slowest, vitestTests } from './reports.js';
import { renderTimingSection } from './section.js';

describe('test timing reports', () => {
  it('reads Vitest tests with their files relative to the repository', () => {
    const tests = vitestTests(
      { testResults: [{ name: '/repo/web/src/a.test.ts', assertionResults: [{ fullName: 'a works', duration: 1500 }] }] },
      '/repo',
    );
    expect(tests).toEqual([{ runner: 'vitest', file: 'web/src/a.test.ts', title: 'a works', seconds: 1.5 }]);
  });

  it('reads Playwright tests from nested suites, adding up every attempt, named from the root and by project', () => {
    const tests = playwrightTests(
      {
        config: { rootDir: '/repo/e2e', configFile: '/repo/e2e/all.config.ts' },
        suites: [
          {
            title: 'tests/a.spec.ts',
            file: 'tests/a.spec.ts',
            suites: [
              {
                title: 'checkout',
                specs: [
                  {
                    title: 'pays',
                    file: 'tests/a.spec.ts',
                    tests: [{ projectName: 'shop', results: [{ duration: 2000 }, { duration: 3000 }] }],
                  },
                ],
              },
            ],
          },
          {
            title: 'preview/b.spec.ts',
            file: 'preview/b.spec.ts',
            specs: [{ title: 'books', file: 'preview/b.spec.ts', tests: [{ projectName: 'preview', results: [{ duration: 1000 }] }] }],
          },
        ],
      },
      '/repo',
    );
    expect(tests).toEqual([
      { runner: 'playwright', file: 'e2e/tests/a.spec.ts', title: 'checkout > pays', seconds: 5 },
      { runner: 'playwright preview', file: 'e2e/preview/b.spec.ts', title: 'books', seconds: 1 },
    ]);
  });

  it('keeps the slowest first', () => {
    const test = (seconds: number) => ({ runner: 'vitest', file: 'f', title: String(seconds), seconds });
    expect(slowest([test(1), test(3), test(2)], 2).map((t) => t.seconds)).toEqual([3, 2]);
  });

  it('renders a row per stage with the total, and escapes a pipe in a test title', () => {
    const section = renderTimingSection(
      '2026-11-26T20:00:00.000Z',
      [
        { name: 'lint', seconds: 3, passed: true },
        { name: 'e2e', seconds: 125, passed: true },
      ],
      [{ runner: 'vitest', file: 'f.test.ts', title: 'a | b', seconds: 2 }],
    );
    expect(section).toContain('| lint | 3.0 s | passed |');
    expect(section).toContain('| e2e | 2 min 5 s | passed |');
    expect(section).toContain('| **total** | **2 min 8 s** | |');
    expect(section).toContain('| 2.0 s | vitest | f.test.ts | a \\| b |');
  });

  it('carries a time that rounds up to the next minute, instead of writing 60 s', () => {
    const stageRow = (seconds: number) =>
      renderTimingSection('2026-11-26T20:00:00.000Z', [{ name: 'e2e', seconds, passed: true }], [])
        .split('\n')
        .find((line) => line.startsWith('| e2e |'));
    expect(stageRow(299.6)).toBe('| e2e | 5 min 0 s | passed |');
    expect(stageRow(299.4)).toBe('| e2e | 4 min 59 s | passed |');
    expect(stageRow(59.96)).toBe('| e2e | 1 min 0 s | passed |');
    expect(stageRow(59.94)).toBe('| e2e | 59.9 s | passed |');
    expect(stageRow(3599.5)).toBe('| e2e | 60 min 0 s | passed |');
  });
});
