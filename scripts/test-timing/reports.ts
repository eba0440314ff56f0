/** One test's time, whichever runner ran it. */
export interface TimedTest {
  runner: string;
  file: string;
  title: string;
  seconds: number;
}

/** What Vitest's JSON reporter writes (its Jest-shaped subset that this report reads). */
export interface VitestReport {
  testResults: { name: string; assertionResults: { fullName: string; duration?: number | null }[] }[];
}

/** What Playwright's JSON reporter writes (the subset this report reads): suites nest, specs hold one test per project. */
interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

const relative = (path: string, root: string) => (path.startsWith(root) ? path.slice(root.length).replace(/^\//, '') : path);

export function vitestTests(report: VitestReport, root: string): TimedTest[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      runner: 'vitest',
      file: relative(file.name, root),
      title: test.fullName,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

/** Every attempt counts: a retried test cost the run all its attempts. */
export function playwrightTests(report: PlaywrightReport, runner: string, folder: string): TimedTest[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): TimedTest[] => {
    const path = suite.file ? titles : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        runner,
        file: `${folder}/${spec.file}`,
        title: [...path, spec.title].join(' > '),
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    );
    return [...own, ...(suite.suites ?? []).flatMap((child) => walk(child, path))];
  };
  return report.suites.flatMap((suite) => walk(suite, []));
}

export const slowest = (tests: TimedTest[], count: number): TimedTest[] => [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);
