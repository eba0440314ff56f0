import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calls, codes } from '@tours/contract';
import { deviationOf } from '@tours/contract/drift';
import { PACT_FILE } from '../support/names';
import { answerViolations } from '../support/openapi-answers';
import type { PactDocument } from '../support/pact-file';
import { verifyPacts } from '../support/verify';
import { type Answer, startBrokenProvider } from './broken-provider';
import type { Mutant } from './mutant';
import { MUTANTS, pathOf } from './mutants';

interface MutantResult {
  mutant: Mutant;
  killed: boolean;
  /** Interactions of the mutant's call replayed against it. */
  interactions: number;
  /**
   * For a harmless mutant, what its answers break: the contract's `data` schema, as the web client's drift notice says
   * it, and docs/openapi.json, as Ajv reads it.
   */
  refusals: string[];
}

export interface MutantsReport {
  results: MutantResult[];
  /** Mutants that break a screen and passed verification: each a hole in the pact. */
  survivorsThatBreak: MutantResult[];
  /**
   * Harmless mutants the pact failed, or whose answers the contract (the web client would report drift) or the OpenAPI
   * document refuses: each a correct backend turned away, which teaches its team to ignore the pact.
   */
  harmlessKilled: MutantResult[];
  /** Every answer of the fault-free replay of the whole pact, as the provider gave it: for other judges to read. */
  faultFreeAnswers: { path: string; answer: Answer }[];
}

const isHarmless = (mutant: Mutant) => mutant.breaks === undefined;

/** What a changed answer breaks: the document, and the contract's `data` of a success (what the web client checks). */
function refusalsOf(mutant: Mutant, answer: Answer): string[] {
  const documented = answerViolations(pathOf(mutant), answer.body).map((violation) => `docs/openapi.json: ${violation}`);
  let body: { code?: unknown; data?: unknown };
  try {
    body = JSON.parse(answer.body);
  } catch {
    return documented;
  }
  const checked = body.code === codes.success ? calls[mutant.call].data.safeParse(body.data ?? null, { reportInput: true }) : undefined;
  const drift = (checked?.error?.issues ?? []).map((issue) => {
    const deviation = deviationOf(issue, ['data']);
    return `the contract: ${deviation.path}: expected ${deviation.expected}, got ${deviation.got}`;
  });
  return [...documented, ...drift];
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
  const faultFreeAnswers: { path: string; answer: Answer }[] = [];
  let faultFree = true;
  const broken = await startBrokenProvider(options.provider, (path, answer) => {
    if (faultFree) faultFreeAnswers.push({ path, answer });
  });
  const dir = mkdtempSync(join(tmpdir(), 'pact-mutants-'));
  try {
    const verify = (file: string) => passes({ baseUrl: broken.baseUrl, statesUrl: options.statesUrl, pactUrls: [file] });
    const whole = join(dir, 'whole.json');
    writeFileSync(whole, JSON.stringify(pact));
    if (!(await verify(whole))) throw new Error(`the pact fails against ${options.provider} without any fault: fix that first`);
    faultFree = false;
    const results: MutantResult[] = [];
    for (const mutant of options.mutants ?? MUTANTS) {
      const { file, interactions } = pactOfCall(pact, mutant.call, dir);
      if (interactions === 0) throw new Error(`${mutant.call}: no interaction of the pact calls it, so "${mutant.name}" tests nothing`);
      broken.breakWith({ path: pathOf(mutant), change: mutant.change });
      const killed = !(await verify(file));
      const changed = broken.changed();
      broken.breakWith(null);
      if (changed.length === 0)
        throw new Error(`${mutant.call}: "${mutant.name}" changed no answer of the pact's interactions, so it tests nothing`);
      const refusals = isHarmless(mutant) ? [...new Set(changed.flatMap((answer) => refusalsOf(mutant, answer)))] : [];
      results.push({ mutant, killed, interactions, refusals });
    }
    return {
      results,
      survivorsThatBreak: results.filter((result) => !result.killed && !isHarmless(result.mutant)),
      harmlessKilled: results.filter((result) => isHarmless(result.mutant) && (result.killed || result.refusals.length > 0)),
      faultFreeAnswers,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await broken.close();
  }
}

/** Whether the pact did its job: every mutant that breaks a screen killed, every harmless one passed. */
export const reportPasses = (report: MutantsReport) => report.survivorsThatBreak.length === 0 && report.harmlessKilled.length === 0;

/** One line per mutant (a capital verdict is a failure of the run), then the counts of both kinds. */
export function describeReport(report: MutantsReport): string {
  const harmlessKilled = new Set(report.harmlessKilled);
  const lines = report.results.map((result) => {
    const { mutant, killed, refusals } = result;
    const verdict = isHarmless(mutant) ? (harmlessKilled.has(result) ? 'KILLED  ' : 'passed  ') : killed ? 'killed  ' : 'SURVIVED';
    const why = [
      mutant.breaks ? `breaks: ${mutant.breaks}` : `harmless: ${mutant.harmless}`,
      ...(mutant.departure ? [`spec-literal, ${mutant.departure}`] : []),
      ...(refusals.length > 0 ? [`refused by ${refusals.join('; ')}`] : []),
    ].join('; ');
    return `${verdict} ${mutant.call}: ${mutant.name} (${why})`;
  });
  const breaking = report.results.filter((result) => !isHarmless(result.mutant));
  const harmless = report.results.length - breaking.length;
  const { survivorsThatBreak: survived } = report;
  lines.push(
    `${report.results.length} mutants: ${breaking.length} breaking (${breaking.length - survived.length} killed, ${survived.length} survived), ` +
      `${harmless} harmless (${harmless - harmlessKilled.size} passed, ${harmlessKilled.size} killed)`,
  );
  return lines.join('\n');
}
