import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBenchSections } from './bench-document.js';
import { describePhone, measureCalibratedPhone } from './calibrated-phone.js';
import { lighthouseVersion, runLighthouse, runVitals } from './lighthouse.js';
import { failures, renderLighthouse } from './lighthouse-scores.js';
import { renderVitals } from './lighthouse-vitals.js';
import { peers } from './peers.js';
import { persistence, renderPersistence } from './persistence.js';
import { previewBench } from './preview.js';
import { renderPreview } from './preview-report.js';
import { buildBundles } from './processes.js';
import { countRenders, renderRenderCounts } from './render-count.js';
import { renderReport } from './report.js';
import { defaultStarts, scale } from './scale.js';
import { soak } from './soak.js';
import { throughput } from './throughput.js';
import { webPerf } from './web-perf.js';
import { ensureWebBuild, ROOT, routeWeights } from './web-size.js';

/**
 * `npm run bench`: every figure in one bounded run (about six minutes, plus three to eight for Lighthouse's scores, about fifteen for its Core Web Vitals, four for the preview and one for the render counts), printed as it comes
 * and written to docs/benchmarks.md. Sections run one after another, never in parallel, so no
 * measurement competes with another for the two cores.
 */
const log = (line: string) => process.stdout.write(`${line}\n`);
const startedAt = new Date();

log('0/6 bundles: the mock server and the bare Fastify server (scripts/build-server.mjs)');
buildBundles();
log('1/6 throughput against a bare Fastify route');
const throughputRows = await throughput(log);
log('2/6 peers: json-server and Prism');
const peerRows = await peers(log);
log('3/6 scale: 200, 10,000 and 100,000 tours');
const starts = await defaultStarts(log);
const scaleRows = await scale(log);
log('4/6 web: JS weight from the Vite manifest');
ensureWebBuild();
const weights = routeWeights();
for (const w of weights) log(`  ${w.route}: ${(w.gzipBytes / 1024).toFixed(1)} KB gzipped in ${w.files.length} files`);
// One calibration in an idle page for the phone figures throttled through DevTools (web LCP, the preview), so they read
// the same phone; the vitals step calibrates from the index Lighthouse itself reports (docs/adr/0085-the-vitals-phone-is-calibrated-from-lighthouses-own-index.md).
const phone = await measureCalibratedPhone();
log(`5/6 web: LCP in headless Chromium, CPU throttled to a phone calibrated to this host: ${describePhone(phone)}`);
const lcp = await webPerf(log, phone);
log('6/6 soak');
const soakResult = await soak(log);
log('7/7 persistence: --state-file with 20 worlds, and at --scale 100000');
const persistenceResult = await persistence(log);
log('8/8 Lighthouse: accessibility, best practices, SEO (desktop and mobile)');
const lighthouseRows = await runLighthouse(log);
log('9/9 Lighthouse: Core Web Vitals (its command line: phone and desktop presets, serve and start side by side; median of 3)');
const { rows: vitalsRows, load: vitalsLoad, phone: vitalsPhone } = await runVitals(log);
log('10/10 the browser-only preview beside the shop on the Node mock and on the storefront server, at two viewports');
const previewResult = await previewBench(log, phone);
log('11/11 render work per page: elements and component renders while each route loads ');
const renderRows = await countRenders(log);

const report = renderReport({
  startedAt,
  seconds: (Date.now() - startedAt.getTime()) / 1000,
  throughput: throughputRows,
  peers: peerRows,
  starts,
  scale: scaleRows,
  weights,
  lcp,
  phone,
  soak: soakResult,
});
const file = join(ROOT, 'docs', 'benchmarks.md');
const lighthouse = renderLighthouse(lighthouseRows, startedAt, lighthouseVersion());
const vitals = renderVitals(vitalsRows, vitalsPhone, startedAt, lighthouseVersion(), 'storefront', vitalsLoad);
const preview = renderPreview(previewResult, startedAt);
const generated = `${report.trimEnd()}\n\n${renderPersistence(persistenceResult).trimEnd()}\n\n${lighthouse.trimEnd()}\n\n${vitals.trimEnd()}\n\n${preview.trimEnd()}\n\n${renderRenderCounts(renderRows, startedAt)}`;
writeFileSync(file, withBenchSections(readFileSync(file, 'utf8'), generated));
// A Lighthouse score below its floor fails the bench, after the report is written.
const lighthouseFailures = failures(lighthouseRows);
if (lighthouseFailures.length > 0) {
  log(`\nLighthouse below the threshold:\n${lighthouseFailures.join('\n')}`);
  process.exitCode = 1;
}
log(`\n${report}\nWritten to ${file}`);
