import { existsSync } from 'node:fs';
import { measuredStamp } from './lighthouse-scores.js';
import { VITALS_ROUTES } from './lighthouse-vitals.js';
import { startShellShop } from './mock.js';
import { CHROMIUM } from './web-perf.js';
import { WEB_DIST } from './web-size.js';

/**
 * How much a page draws while it loads: its elements once settled, and the components React rendered in every
 * commit from navigation to idle. Counts, not timings, so they hold still on a busy two-core host where one
 * Lighthouse run moves by ±30 %; they tell whether a change made a page's work smaller.
 */
export const RENDERS_HEADING = '## Render work per page';
export const RENDER_VIEWPORTS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;

/** One commit as the page recorded it: when, and which components' functions ran in it. */
export interface CommitRecord {
  atMs: number;
  rendered: number;
}

export interface RenderRow {
  route: string;
  viewport: keyof typeof RENDER_VIEWPORTS;
  elements: number;
  commits: number;
  renders: number;
  largestCommit: number;
}

/**
 * A stand-in for React DevTools' global hook, installed before the page's scripts: React (production builds too)
 * calls `onCommitFiberRoot` after every commit. A function or class component ran in this commit when its fiber
 * carries PerformedWork (flag 1); a child list shared with the previous commit's fiber bailed out whole, so it is
 * not walked (its flags are from an earlier commit).
 */
export const DEVTOOLS_HOOK = `(() => {
  const commits = [];
  const start = performance.now();
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const count = (fiber) => {
    let rendered = 0;
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag) && (node.flags & 1) === 1) rendered += 1;
      const shared = node.alternate && node.alternate.child === node.child;
      if (node.child && !shared) rendered += count(node.child);
    }
    return rendered;
  };
  window.__renderCommits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => commits.push({ atMs: Math.round(performance.now() - start), rendered: count(root.current.child) }),
  };
})()`;

/** A page's row from what it recorded. */
export function summariseCommits(
  route: string,
  viewport: keyof typeof RENDER_VIEWPORTS,
  elements: number,
  commits: readonly CommitRecord[],
): RenderRow {
  const renders = commits.reduce((sum, commit) => sum + commit.rendered, 0);
  const largestCommit = commits.reduce((largest, commit) => Math.max(largest, commit.rendered), 0);
  return { route, viewport, elements, commits: commits.length, renders, largestCommit };
}

/** Loads each measured route at both sizes in a fresh context of headless Chromium, on the built shop. */
export async function countRenders(log: (line: string) => void): Promise<RenderRow[]> {
  if (!existsSync(CHROMIUM) || !existsSync(`${WEB_DIST}/index.html`)) {
    log(`  skipped: needs ${CHROMIUM} and a built web/dist`);
    return [];
  }
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const shop = await startShellShop('shop (render counts)', WEB_DIST);
  try {
    const rows: RenderRow[] = [];
    for (const route of VITALS_ROUTES) {
      for (const [viewport, size] of Object.entries(RENDER_VIEWPORTS) as [
        keyof typeof RENDER_VIEWPORTS,
        { width: number; height: number },
      ][]) {
        const context = await browser.newContext({ viewport: size });
        await context.addInitScript(DEVTOOLS_HOOK);
        const tab = await context.newPage();
        await tab.goto(`${shop.base}${route}`, { waitUntil: 'networkidle', timeout: 60_000 });
        // The footer, menus and below-the-fold parts arrive after the first paint and after idle callbacks.
        await tab.waitForTimeout(1500);
        const commits = (await tab.evaluate('window.__renderCommits')) as CommitRecord[];
        const elements = Number(await tab.evaluate("document.querySelectorAll('*').length"));
        const row = summariseCommits(route, viewport, elements, commits);
        log(
          `  ${route} (${viewport}): ${row.elements} elements, ${row.renders} component renders in ${row.commits} commits, largest ${row.largestCommit}`,
        );
        rows.push(row);
        await context.close();
      }
    }
    return rows;
  } finally {
    await shop.stop();
    await browser.close();
  }
}

/** The docs/benchmarks.md section; without rows it says why, rather than showing an empty table. */
export function renderRenderCounts(rows: readonly RenderRow[], measuredAt: Date): string {
  if (rows.length === 0)
    return `${RENDERS_HEADING}\n\nNot measured in the run of ${measuredStamp(measuredAt)} UTC: it needs Chromium and a built web/dist.\n`;
  const table = rows
    .map((row) => `| ${row.route} | ${row.viewport} | ${row.elements} | ${row.renders} | ${row.commits} | ${row.largestCommit} |`)
    .join('\n');
  return `${RENDERS_HEADING}

Command: \`npm run bench:renders\` (also a step of \`npm run bench\`). The built shop on the mock server in headless
Chromium, each route loaded once per size in a fresh context, counted from navigation until 1.5 s after the network
is idle: the elements on the page, and the function and class components React rendered in all commits (read
through a stand-in for React DevTools' hook, scripts/bench/render-count.ts). Counts, not timings: elements move only with
the code or the seeded data, and renders by a few percent with how answers happen to batch into commits, so they
show whether a change made a page's work smaller on a host where a Lighthouse run moves by ±30 %. The largest commit is the longest task React cannot split.
Measured ${measuredStamp(measuredAt)} UTC.

| Route | Size | Elements | Component renders | Commits | Largest commit |
|---|---|---|---|---|---|
${table}
`;
}
