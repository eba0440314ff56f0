import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, ensureWebBuild, type RouteWeight, routeWeights } from './web-size.js';

/**
 * Sizes are stable where times are not, so the JS budget is a test (in `npm test`) and the load times
 * stay in `npm run bench`. Gzip level 9 over the chunks Vite's manifest says a first visit loads.
 */
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The failure names every chunk with its weight, heaviest first, so the culprit is in the message. */
function explain(weight: RouteWeight, budget: number): string {
  const lines = weight.chunks.map((chunk) => `  ${kb(chunk.gzipBytes).padStart(9)}  ${chunk.file}`);
  return [
    `the ${weight.route} route loads ${kb(weight.gzipBytes)} of gzipped JS on a first visit, over its budget of ${kb(budget)}`,
    '(scripts/bench/web-size.ts BUDGETS). Chunks, heaviest first:',
    ...lines,
  ].join('\n');
}

describe('JavaScript size budget of the first visit', () => {
  beforeAll(() => ensureWebBuild(), 300_000);

  it.each(Object.entries(BUDGETS))('keeps the %s route within %i gzipped bytes', (route, budget) => {
    const weight = routeWeights().find((w) => w.route === route);
    expect(weight, route).toBeDefined();
    if (!weight) return;
    expect(weight.gzipBytes, explain(weight, budget)).toBeLessThanOrEqual(budget);
  });
});
