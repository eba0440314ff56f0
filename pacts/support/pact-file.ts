import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isEitherGroup } from './either';
import { CONSUMER, PACT_FILE, PROVIDER } from './names';

export interface PactInteraction {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string };
  response?: { matchingRules?: { body?: Record<string, RuleGroup> } & Record<string, unknown> } & Record<string, unknown>;
}

export interface PactDocument {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: Record<string, unknown>;
}

const interactionKey = (i: PactInteraction) => `${i.description} | ${(i.providerStates ?? []).map((s) => s.name).join(', ')}`;

/**
 * What may differ between two runs and still be the same contract: the tool versions in the metadata
 * (only the specification version is kept) and the order in which parallel tests appended interactions
 * (sorted by description and state).
 */
export function normalise(document: PactDocument): PactDocument {
  const pactSpecification = document.metadata.pactSpecification ?? { version: '3.0.0' };
  // Code-unit order, not localeCompare: the committed file must not depend on the machine's locale.
  const interactions = document.interactions.map(withEitherRules).sort((a, b) => {
    const [left, right] = [interactionKey(a), interactionKey(b)];
    return left < right ? -1 : left > right ? 1 : 0;
  });
  return { consumer: document.consumer, provider: document.provider, interactions, metadata: { pactSpecification } };
}

interface RuleGroup {
  matchers: { match: string; regex?: string }[];
  combine?: 'AND' | 'OR';
}

/**
 * "A number or its text", "a boolean or an integer": either.ts asks for two matchers at one path, and Pact's FFI can
 * only write several matchers as AND. Pact 3 reads `combine: OR` as "any of them"; that is what the pair means, so it
 * is written so.
 */
function eitherRules(rules: Record<string, RuleGroup>): Record<string, RuleGroup> {
  return Object.fromEntries(
    Object.entries(rules).map(([path, group]) => [
      path,
      isEitherGroup(group.matchers.map((matcher) => matcher.match)) ? { ...group, combine: 'OR' } : group,
    ]),
  );
}

function withEitherRules(interaction: PactInteraction): PactInteraction {
  const body = interaction.response?.matchingRules?.body;
  if (!body) return interaction;
  const response = { ...interaction.response, matchingRules: { ...interaction.response?.matchingRules, body: eitherRules(body) } };
  return { ...interaction, response };
}

export const readPact = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as PactDocument;

export function readCommittedPact(): PactDocument {
  if (!existsSync(PACT_FILE)) return { consumer: { name: CONSUMER }, provider: { name: PROVIDER }, interactions: [], metadata: {} };
  return readPact(PACT_FILE);
}

/** A fresh, empty folder per consumer file, so parallel files never merge into each other's pact. */
export function freshDir(area: string): string {
  const dir = join(tmpdir(), `tour-pacts-${process.pid}-${area}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const freshPactPath = (dir: string) => join(dir, `${CONSUMER}-${PROVIDER}.json`);

/** Replaces the interactions of some paths in the committed pact (PACT_UPDATE=1 runs only). */
export function writeCommittedInteractions(paths: ReadonlySet<string>, fresh: PactDocument): void {
  const committed = readCommittedPact();
  const kept = committed.interactions.filter((i) => !paths.has(i.request.path));
  const merged = normalise({ ...fresh, interactions: [...kept, ...fresh.interactions] });
  writeFileSync(PACT_FILE, `${JSON.stringify(merged, null, 2)}\n`);
}
