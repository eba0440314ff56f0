import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSection } from './lighthouse-scores.js';
import { buildBundles } from './processes.js';
import { countRenders, RENDERS_HEADING, renderRenderCounts } from './render-count.js';
import { ensureWebBuild, ROOT } from './web-size.js';

/** `npm run bench:renders`: the render counts of the measured routes, written to their section of docs/benchmarks.md. */
const log = (line: string) => process.stdout.write(`${line}\n`);
const measuredAt = new Date();
ensureWebBuild();
// The shop is served by the storefront's bundle in front of the mock's (startShellShop): both built from the sources.
buildBundles();
log('Render work per page: elements and component renders while each route loads');
const rows = await countRenders(log);
const file = join(ROOT, 'docs', 'benchmarks.md');
// Run alone, a skipped measurement leaves the last table in place; `npm run bench` writes the reason instead.
if (rows.length > 0) writeFileSync(file, withSection(readFileSync(file, 'utf8'), RENDERS_HEADING, renderRenderCounts(rows, measuredAt)));
log(rows.length > 0 ? `Written to ${file}` : 'Nothing measured.');
