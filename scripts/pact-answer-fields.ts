/**
 * The answer fields the pact requires that a provider's OpenAPI document does not promise. Pact 3 fails an answer
 * without a key its example holds, so every field of a pinned answer is one the shop needs; swagger-mock-validator only
 * checks that the example fits the document's schema, and a schema that leaves the field out (or optional) fits too.
 * Each field is looked up in the document's answer for the interaction's operation and status: `absent` when the
 * schema does not name it, `optional` when it names it but does not list it as required.
 */

interface Schema {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Answer {
  $ref?: string;
  /** OpenAPI 3. */
  content?: Record<string, { schema?: Schema }>;
  /** Swagger 2. */
  schema?: Schema;
}

export interface OpenApiDocument {
  basePath?: string;
  servers?: { url?: string }[];
  paths?: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
}

interface PinnedInteraction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: unknown };
}

export interface PinnedAnswers {
  interactions: PinnedInteraction[];
}

export interface AnswerFieldFinding {
  interaction: string;
  /** `POST /rest/api/trade/order/create 200`. */
  operation: string;
  /** `data.payOrderId`; a list's rows as `data.list[].id`. */
  field: string;
  problem: 'absent' | 'optional' | 'no answer described';
}

/** Every key the example holds, by its path: a list's first row stands for every row, as `eachLike` pins it. */
function fieldPaths(value: unknown, path: string[] = []): string[][] {
  if (Array.isArray(value)) return value.length > 0 ? fieldPaths(value[0], [...path, '[]']) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...fieldPaths(inner, [...path, key])]);
}

/** A local `$ref` (`#/components/schemas/Order`, `#/definitions/Order`) followed to what it names. */
function resolved<T extends { $ref?: string }>(document: OpenApiDocument, node: T | undefined, seen = 0): T | undefined {
  if (!node?.$ref?.startsWith('#/') || seen > 20) return node;
  let target: unknown = document;
  for (const part of node.$ref.slice(2).split('/')) {
    const key = part.replaceAll('~1', '/').replaceAll('~0', '~');
    target = target !== null && typeof target === 'object' ? (target as Record<string, unknown>)[key] : undefined;
  }
  return resolved(document, target as T | undefined, seen + 1);
}

/** The schemas that describe one value: the schema itself and its `allOf` parts; a `oneOf`/`anyOf` as alternatives. */
function alternatives(document: OpenApiDocument, schema: Schema | undefined): Schema[] {
  const own = resolved(document, schema);
  if (!own) return [];
  const parts = [own, ...(own.allOf ?? []).flatMap((part) => alternatives(document, part))];
  const branches = [...(own.oneOf ?? []), ...(own.anyOf ?? [])].flatMap((branch) => alternatives(document, branch));
  return [...parts, ...branches];
}

type Step = { schemas: Schema[]; problem?: AnswerFieldFinding['problem'] };

/** Walks the schema along a field's path: absent where no alternative names a key, optional where none requires it. */
function lookUp(document: OpenApiDocument, root: Schema, path: string[]): AnswerFieldFinding['problem'] | undefined {
  let step: Step = { schemas: alternatives(document, root) };
  for (const key of path) {
    if (key === '[]') {
      step = { schemas: step.schemas.flatMap((schema) => alternatives(document, schema.items)) };
      continue;
    }
    const naming = step.schemas.filter((schema) => schema.properties?.[key] !== undefined);
    if (naming.length === 0) return 'absent';
    const requiring = naming.some((schema) => schema.required?.includes(key));
    step = {
      schemas: naming.flatMap((schema) => alternatives(document, schema.properties?.[key])),
      problem: requiring ? undefined : 'optional',
    };
  }
  return step.problem;
}

const templateOf = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^/}]+\}/g, '[^/]+')}$`);

/** The document's operation for a request path, with or without the document's own base path. */
function operationOf(document: OpenApiDocument, method: string, path: string) {
  const bases = [document.basePath, ...(document.servers ?? []).map((server) => new URL(server.url ?? '/', 'http://base.invalid').pathname)]
    .map((base) => (base ?? '').replace(/\/+$/, ''))
    .filter((base) => base !== '' && path.startsWith(base));
  const candidates = [path, ...bases.map((base) => path.slice(base.length))];
  const entries = Object.entries(document.paths ?? {});
  for (const candidate of candidates) {
    const found =
      entries.find(([template]) => template === candidate) ?? entries.find(([template]) => templateOf(template).test(candidate));
    const operation = found?.[1][method.toLowerCase()];
    if (operation) return operation;
  }
  return undefined;
}

function answerSchema(document: OpenApiDocument, answer: Answer | undefined): Schema | undefined {
  const described = resolved(document, answer);
  if (!described) return undefined;
  if (described.schema) return described.schema;
  const content = Object.entries(described.content ?? {});
  return (content.find(([type]) => type.includes('json')) ?? content.find(([type]) => type === '*/*'))?.[1].schema;
}

/** Each field a pinned answer holds that the document does not promise for that operation and status. */
export function answerFieldFindings(document: OpenApiDocument, pact: PinnedAnswers): AnswerFieldFinding[] {
  return pact.interactions.flatMap((interaction) => {
    const { method, path } = interaction.request;
    const { status, body } = interaction.response;
    const operationName = `${method.toUpperCase()} ${path} ${status}`;
    const finding = (field: string, problem: AnswerFieldFinding['problem']) => ({
      interaction: interaction.description,
      operation: operationName,
      field,
      problem,
    });
    const fields = fieldPaths(body);
    if (fields.length === 0) return [];
    const responses = operationOf(document, method, path)?.responses ?? {};
    const schema = answerSchema(document, responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default);
    if (!schema) return [finding('(the answer)', 'no answer described')];
    return fields.flatMap((field) => {
      const problem = lookUp(document, schema, field);
      return problem ? [finding(field.join('.').replaceAll('.[]', '[]'), problem)] : [];
    });
  });
}

export const describeAnswerField = (finding: AnswerFieldFinding) =>
  `answer field ${finding.problem} · ${finding.interaction} · ${finding.operation} · ${finding.field}`;
