import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describePhone, measureCalibratedPhone } from './calibrated-phone.js';
import { previewBench } from './preview.js';
import { PREVIEW_HEADING, renderPreview } from './preview-report.js';
import { buildBundles } from './processes.js';
import { ROOT } from './web-size.js';

/** Replaces the preview's section of the report (or appends it), leaving every other section as it was. */
export function spliceSection(report: string, heading: string, section: string): string {
  const start = report.indexOf(heading);
  if (start < 0) return `${report.trimEnd()}\n\n${section.trimEnd()}\n`;
  const next = report.indexOf('\n## ', start + heading.length);
  const rest = next < 0 ? '' : report.slice(next + 1);
  return `${report.slice(0, start)}${section.trimEnd()}\n${rest ? `\n${rest}` : ''}`;
}

// `npm run bench:preview`: the preview's figures alone (three to four minutes), written into docs/benchmarks.md.
const startedAt = new Date();
// The preview is built from the sources by its host; the shops it is compared with are built from the same sources:
// the web app with its server render, and the storefront's and the mock's bundles. A production build: Vite reads
// NODE_ENV, which a shell may have set otherwise.
execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
buildBundles();
const log = (line: string) => process.stdout.write(`${line}\n`);
const phone = await measureCalibratedPhone();
log(`CPU throttled to a phone calibrated to this host: ${describePhone(phone)}`);
const result = await previewBench(log, phone);
const file = join(ROOT, 'docs', 'benchmarks.md');
const section = renderPreview(result, startedAt);
writeFileSync(file, spliceSection(readFileSync(file, 'utf8'), PREVIEW_HEADING, section));
process.stdout.write(`\n${section}\nWritten to ${file}\n`);
