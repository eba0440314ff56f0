/**
 * The web part of `npm run bench` on its own (`npx tsx scripts/bench/web.ts`): the first-visit JS weight
 * from the Vite manifest, then the LCP of home and tour detail at a phone's CPU calibrated to this host, with the
 * same code as the full run. Build the web app first (`npm run build -w web`); the mock server bundle must exist as
 * for the bench.
 */
import { describePhone, measureCalibratedPhone } from './calibrated-phone.js';
import { webPerf } from './web-perf.js';
import { ensureWebBuild, routeWeights } from './web-size.js';

const log = (line: string) => process.stdout.write(`${line}\n`);

ensureWebBuild();
for (const w of routeWeights()) {
  log(`${w.route}: ${(w.gzipBytes / 1024).toFixed(1)} KB gzipped, ${(w.rawBytes / 1024).toFixed(1)} KB raw, in ${w.files.length} files`);
}
const phone = await measureCalibratedPhone();
log(`CPU throttled to a phone calibrated to this host: ${describePhone(phone)}`);
const lcp = await webPerf(log, phone);
if (lcp.note) log(`LCP not measured: ${lcp.note}`);
