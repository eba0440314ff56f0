import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withSection } from './lighthouse-scores.js';
import { ROOT } from './web-size.js';

/** A document's parts: the text before its first `## ` heading, then each `## ` section with its heading. */
function partsOf(document: string): { preamble: string; sections: { heading: string; text: string }[] } {
  const [preamble = '', ...rest] = document.split(/\n(?=## )/);
  return {
    preamble,
    sections: rest.map((text) => ({ heading: text.split('\n', 1)[0] ?? text, text })),
  };
}

/**
 * docs/benchmarks.md after a run of `npm run bench`: the run's preamble and each section it wrote replace their old
 * versions in place; every other section (the test suite's timings, the storefront's, the figures measured by hand
 * behind the decision records) stays as it was, since no step of this run measured it.
 */
export function withBenchSections(document: string, generated: string): string {
  const { preamble, sections } = partsOf(generated);
  const old = partsOf(document);
  let merged = [preamble.trimEnd(), ...old.sections.map((section) => section.text.trimEnd())].join('\n\n');
  for (const section of sections) merged = withSection(merged, section.heading, `${section.text.trimEnd()}\n`);
  return `${merged.trimEnd()}\n`;
}

/**
 * Writes a bench's own section of docs/benchmarks.md: the text between its `begin` and `end` markers is replaced; a
 * document without them yet gets the marked text where `place` puts it (after a heading of its own).
 */
export function writeMarkedSection(
  markers: { begin: string; end: string },
  text: string,
  place: (document: string, block: string) => string,
): void {
  const file = join(ROOT, 'docs', 'benchmarks.md');
  const document = readFileSync(file, 'utf8');
  const block = `${markers.begin}\n${text}${markers.end}`;
  const next = document.includes(markers.begin)
    ? document.replace(new RegExp(`${markers.begin}[\\s\\S]*?${markers.end}`), () => block)
    : place(document, block);
  writeFileSync(file, next);
}
