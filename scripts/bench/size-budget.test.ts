import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, ensureWebBuild, routeWeights } from './web-size.js';

/**
 * Sizes are stable where times are not, so the JS budget is a test (in `npm test`) and the load times
 * stay in `npm run bench`. Gzip level 9 over the chunks Vite's manifest says a first visit loads.
 */
describe('JavaScript size budget of the first visit', () => {
  beforeAll(() => ensureWebBuild(), 300_000);

  it.each(Object.entries(BUDGETS))('keeps the %s route within %i gzipped bytes', (route, budget) => {
    const weight = routeWeights().find((w) => w.route === route);
    expect(weight, route).toBeDefined();
    expect(weight?.gzipBytes ?? Number.POSITIVE_INFINITY, `${route}: ${weight?.files.join(', ')}`).toBeLessThanOrEqual(budget);
  });
});
