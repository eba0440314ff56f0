import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

// `npm run bench:preview`: the preview's figures alone (about five minutes), written into docs/benchmarks.md.
const startedAt = new Date();
// The shop on the Node mock is the storefront's bundle in front of the mock's (startShellShop): both built from the sources.
buildBundles();
const result = await previewBench((line) => process.stdout.write(`${line}\n`));
const file = join(ROOT, 'docs', 'benchmarks.md');
const section = renderPreview(result, startedAt);
writeFileSync(file, spliceSection(readFileSync(file, 'utf8'), PREVIEW_HEADING, section));
process.stdout.write(`\n${section}\nWritten to ${file}\n`);
