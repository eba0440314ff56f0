import { withSection } from './lighthouse-scores.js';

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
