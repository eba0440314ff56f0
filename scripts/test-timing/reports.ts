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
  specs?: { title: string; file: string; tests: { projectName?: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
export interface PlaywrightReport {
  /** The folder its specs' files are named from (the config's testDir), and the config file. */
  config: { rootDir: string; configFile: string };
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

/**
 * Every attempt counts: a retried test cost the run all its attempts. A spec's file is named from the repository's root
 * (`root`), and its runner from its project: the preview's journeys are `playwright preview`.
 */
export function playwrightTests(report: PlaywrightReport, root: string): TimedTest[] {
  const walk = (suite: PlaywrightSuite, titles: string[]): TimedTest[] => {
    const path = suite.file ? titles : [...titles, suite.title];
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        runner: test.projectName === 'preview' ? 'playwright preview' : 'playwright',
        file: relative(`${report.config.rootDir}/${spec.file}`, root),
        title: [...path, spec.title].join(' > '),
        seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
      })),
    );
    return [...own, ...(suite.suites ?? []).flatMap((child) => walk(child, path))];
  };
  return report.suites.flatMap((suite) => walk(suite, []));
}

export const slowest = (tests: TimedTest[], count: number): TimedTest[] => [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, count);
