import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import { PACTS_DIR } from './names';

const OPENAPI = JSON.parse(readFileSync(join(PACTS_DIR, '..', 'docs', 'openapi.json'), 'utf8'));

/**
 * Ajv, not our zod, reads docs/openapi.json: a schema the document states wrongly, or an answer the document refuses,
 * shows up here. OpenAPI 3.0's `nullable` is Ajv's own keyword; `example` is not a rule (strict off); formats are
 * descriptions in this document (its patterns carry the rules).
 */
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
ajv.addSchema(OPENAPI, 'openapi.json');
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const validators = new Map<string, ValidateFunction | null>();

function answerSchema(path: string): ValidateFunction | null {
  if (!validators.has(path)) {
    const operations = OPENAPI.paths[path] as Record<string, unknown> | undefined;
    const method = operations && Object.keys(operations)[0];
    const schema = `openapi.json#/${pointer('paths', path, method ?? '', 'responses', '200', 'content', 'application/json', 'schema')}`;
    validators.set(path, method ? ajv.compile({ $ref: schema }) : null);
  }
  return validators.get(path) ?? null;
}

/** What docs/openapi.json refuses in one answer of the call at `path`, a line each; empty when it accepts it. */
export function answerViolations(path: string, body: string): string[] {
  const validate = answerSchema(path);
  if (!validate) return [`${path}: no operation in docs/openapi.json`];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [`${path}: the answer is not JSON`];
  }
  if (validate(parsed)) return [];
  return (validate.errors ?? []).map((error) => `${path} ${error.instancePath}: ${error.message}`);
}
