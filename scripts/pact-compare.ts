/**
 * `npm run pact:compare -- [--openapi <file or URL>] [--pact <file or URL>]`: checks the committed pact against an
 * OpenAPI document with PactFlow's swagger-mock-validator (bi-directional contract testing): every request the
 * pact pins must be one the document accepts, every pinned answer one it describes. No provider is run and no
 * provider states are needed, so it works against the real backend's own document, e.g. http://host/v3/api-docs.
 * Default: docs/openapi.json, which the contract exports. Then every field a pinned answer holds must be named by the
 * document's answer for that operation and status (pact-answer-fields.ts). Exits 1 when there is any error.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { commandFlags } from './command-flags.js';
import {
  type AnswerFieldFinding,
  answerFieldFindings,
  describeAnswerField,
  type OpenApiDocument,
  type PinnedAnswers,
} from './pact-answer-fields.js';

export const committedPact = fileURLToPath(new URL('../pacts/tour-web-tour-api.json', import.meta.url));
export const exportedOpenApi = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

export interface ValidationFinding {
  code: string;
  message: string;
  type: 'error' | 'warning';
  mockDetails?: { interactionDescription?: string | null; interactionState?: string | null; location?: string; value?: unknown };
  specDetails?: { location?: string; pathMethod?: string | null; pathName?: string | null; value?: unknown };
}

export interface ValidationOutcome {
  success: boolean;
  failureReason?: string;
  errors: ValidationFinding[];
  warnings: ValidationFinding[];
}

interface ValidatorModule {
  SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: { specPathOrUrl: string; mockPathOrUrl: string }): Promise<ValidationOutcome> };
  };
}

/**
 * The package's "types" names a file it does not publish, so a literal import would be an implicit any;
 * a specifier in a variable makes the import untyped on purpose, and ValidatorModule says what is used.
 */
const validatorPackage = '@pactflow/swagger-mock-validator';

export async function comparePact(openapi: string, pact = committedPact): Promise<ValidationOutcome> {
  const { SwaggerMockValidatorFactory } = (await import(validatorPackage)) as ValidatorModule;
  return SwaggerMockValidatorFactory.create().validate({ specPathOrUrl: openapi, mockPathOrUrl: pact });
}

/** A file's or an address's document, JSON or YAML (a Spring backend's /v3/api-docs is JSON, its .yaml YAML). */
async function readDocument<T>(fileOrUrl: string): Promise<T> {
  const text = /^https?:\/\//.test(fileOrUrl) ? await (await fetch(fileOrUrl)).text() : await readFile(fileOrUrl, 'utf8');
  return parseYaml(text) as T;
}

/** The pinned answer fields the document does not promise (`absent`: an error; `optional`: named, not required). */
export async function compareAnswerFields(openapi: string, pact = committedPact): Promise<AnswerFieldFinding[]> {
  return answerFieldFindings(await readDocument<OpenApiDocument>(openapi), await readDocument<PinnedAnswers>(pact));
}

/** One line per finding: where in the pact, where in the document, and the validator's words. */
export function describeFinding(finding: ValidationFinding): string {
  const interaction = finding.mockDetails?.interactionDescription ?? '(whole pact)';
  const operation = [finding.specDetails?.pathMethod?.toUpperCase(), finding.specDetails?.pathName].filter(Boolean).join(' ');
  const shown = JSON.stringify(finding.mockDetails?.value);
  const value = shown === undefined ? '' : ` value: ${shown.length > 200 ? `${shown.slice(0, 200)}…` : shown}`;
  return `${finding.type} ${finding.code} · ${interaction} · ${operation || '-'} · ${finding.mockDetails?.location ?? ''}\n    ${finding.message}${value}`;
}

async function main() {
  const values = commandFlags(
    { openapi: { type: 'string' }, pact: { type: 'string' } },
    'usage: npm run pact:compare -- [--openapi <file or URL>] [--pact <file or URL>] (defaults: docs/openapi.json, the committed pact)',
  );
  const openapi = values.openapi ?? exportedOpenApi;
  const pact = values.pact ?? committedPact;
  const outcome = await comparePact(openapi, pact);
  for (const finding of [...outcome.errors, ...outcome.warnings]) console.log(describeFinding(finding));
  console.log(`${outcome.errors.length} errors, ${outcome.warnings.length} warnings: ${pact} against ${openapi}`);
  const fields = await compareAnswerFields(openapi, pact);
  const absent = fields.filter((finding) => finding.problem !== 'optional');
  for (const finding of absent) console.log(describeAnswerField(finding));
  // A field a provider state promises (a nullable one, or `data` beside a refusal's answer under the same status) is
  // rightly optional in the document, so those are counted, not listed.
  console.log(
    `${absent.length} pinned answer fields the document does not name, ${fields.length - absent.length} it names but does not require`,
  );
  if (!outcome.success || outcome.errors.length > 0 || absent.length > 0) {
    console.error(outcome.failureReason ?? 'the pact and the OpenAPI document disagree');
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
