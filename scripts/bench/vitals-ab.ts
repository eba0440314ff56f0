/**
 * Lighthouse's phone figures of two or more builds of the shop, side by side: `npx tsx scripts/bench/vitals-ab.ts
 * before=/tmp/old-dist after=web/dist` (each a full `npm run build -w web` output, copied aside). One mock server, a
 * storefront per build in front of it, and Lighthouse's own command line with its phone preset (its CPU slowdown
 * calibrated to this host once, before the runs, from Lighthouse's own reported index, as `npm run vitals` does)
 * taking turns between the builds run by run (the order alternating), so a moment of load falls on all of them.
 * RUNS=5 by default; ROUTES=/,/Blog measures only those of the vitals' routes; CPU_SLOWDOWN=5.5 forces the phone's
 * multiplier (the calibration is still read and named).
 */
import { startMockServer, startStorefrontWith } from '@tours/e2e/support/servers';
import { lighthouseCalibratedPhone, lighthouseRun } from './lighthouse.js';
import { medianSample, VITALS_ROUTES, type VitalsSample } from './lighthouse-vitals.js';

const RUNS = Number(process.env.RUNS ?? 5);
const routes = process.env.ROUTES?.split(',') ?? VITALS_ROUTES;
const builds = process.argv.slice(2).map((arg) => {
  const [name = '', dir = ''] = arg.split('=');
  return { name, dir };
});
if (builds.length < 2 || builds.some((b) => !b.name || !b.dir)) throw new Error('usage: vitals-ab.ts name=dist-dir name=dist-dir [...]');

const log = (line: string) => process.stdout.write(`${line}\n`);
const forced = process.env.CPU_SLOWDOWN === undefined ? undefined : Number(process.env.CPU_SLOWDOWN);
if (forced !== undefined && !(forced >= 1)) throw new Error('CPU_SLOWDOWN takes a multiplier, at least 1');
const mock = await startMockServer([]);
const shops = [];
try {
  for (const build of builds)
    shops.push({ ...build, shop: await startStorefrontWith(build.dir, mock.baseURL, [], `storefront-${build.name}.log`) });
  const [first] = shops;
  if (!first) throw new Error('no build to measure');
  const phone = await lighthouseCalibratedPhone(`${first.shop.baseURL}${routes[0] ?? '/'}`, log, forced);
  for (const route of routes) {
    const samples = new Map<string, VitalsSample[]>(builds.map((b) => [b.name, []]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const { name, shop } of run % 2 ? [...shops].reverse() : shops) {
        samples.get(name)?.push(await lighthouseRun(`${shop.baseURL}${route}`, 'mobile', phone.multiplier, log));
      }
    }
    for (const [name, taken] of samples) {
      const m = medianSample(taken);
      log(
        `${route} ${name} (host index ${m.benchmarkIndex.toFixed(0)}): performance ${m.performance.toFixed(2)}, FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${m.tbtMs.toFixed(0)} ms, CLS ${m.cls.toFixed(3)}`,
      );
    }
  }
} finally {
  for (const { shop } of shops) await shop.stop();
  await mock.stop();
}
