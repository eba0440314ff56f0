import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACT_FILE } from '../support/names';
import type { PactDocument } from '../support/pact-file';
import { verifyPacts } from '../support/verify';
import { startBrokenProvider } from './broken-provider';
import { MUTANTS, type Mutant, pathOf } from './mutants';

interface MutantResult {
  mutant: Mutant;
  killed: boolean;
  /** Interactions of the mutant's call replayed against it. */
  interactions: number;
}

export interface MutantsReport {
  results: MutantResult[];
  /** Mutants that break a screen and passed verification: each a hole in the pact. */
  survivorsThatBreak: MutantResult[];
}

/** The committed pact cut down to one call's interactions, in a file of its own for the verifier. */
function pactOfCall(pact: PactDocument, call: string, dir: string): { file: string; interactions: number } {
  const interactions = pact.interactions.filter((interaction) => interaction.description.startsWith(`${call}: `));
  const file = join(dir, `${call}.json`);
  writeFileSync(file, JSON.stringify({ ...pact, interactions }));
  return { file, interactions: interactions.length };
}

const passes = (options: Parameters<typeof verifyPacts>[0]) =>
  verifyPacts(options).then(
    () => true,
    () => false,
  );

/**
 * Verifies the pact against one deliberately broken provider per mutant: the working provider at `provider` behind a
 * proxy that adds the mutant's fault to its call's answers. Each mutant is replayed with its call's interactions only.
 * First the proxy without a fault must pass, or a failure would say nothing about the mutants.
 */
export async function runMutants(options: { provider: string; statesUrl: string; mutants?: Mutant[] }): Promise<MutantsReport> {
  const pact = JSON.parse(readFileSync(PACT_FILE, 'utf8')) as PactDocument;
  const broken = await startBrokenProvider(options.provider);
  const dir = mkdtempSync(join(tmpdir(), 'pact-mutants-'));
  try {
    const verify = (file: string) => passes({ baseUrl: broken.baseUrl, statesUrl: options.statesUrl, pactUrls: [file] });
    const whole = join(dir, 'whole.json');
    writeFileSync(whole, JSON.stringify(pact));
    if (!(await verify(whole))) throw new Error(`the pact fails against ${options.provider} without any fault: fix that first`);
    const results: MutantResult[] = [];
    for (const mutant of options.mutants ?? MUTANTS) {
      const { file, interactions } = pactOfCall(pact, mutant.call, dir);
      if (interactions === 0) throw new Error(`${mutant.call}: no interaction of the pact calls it, so "${mutant.name}" tests nothing`);
      broken.breakWith({ path: pathOf(mutant), change: mutant.change });
      results.push({ mutant, killed: !(await verify(file)), interactions });
      broken.breakWith(null);
    }
    return { results, survivorsThatBreak: results.filter((result) => !result.killed && result.mutant.breaks !== undefined) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await broken.close();
  }
}

/** One line per mutant, then the count: killed, survived as harmless, survived though it breaks a screen. */
export function describeReport(report: MutantsReport): string {
  const lines = report.results.map(({ mutant, killed }) => {
    const verdict = killed ? 'killed  ' : mutant.breaks ? 'SURVIVED' : 'survived';
    const why = [
      mutant.breaks ? `breaks: ${mutant.breaks}` : `harmless: ${mutant.harmless}`,
      ...(mutant.departure ? [`spec-literal, ${mutant.departure}`] : []),
    ].join('; ');
    return `${verdict} ${mutant.call}: ${mutant.name} (${why})`;
  });
  const killed = report.results.filter((result) => result.killed).length;
  const harmless = report.results.filter((result) => !result.killed && !result.mutant.breaks).length;
  lines.push(
    `${report.results.length} mutants: ${killed} killed, ${harmless} survived as harmless, ${report.survivorsThatBreak.length} survived though they break a screen`,
  );
  return lines.join('\n');
}
