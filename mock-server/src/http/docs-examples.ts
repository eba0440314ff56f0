/**
 * The payload a /docs "try it" form starts with, composed from the OpenAPI document's examples alone: a field's
 * own example, else its fields' or items' (an object of examples, a list of one). The viewer shows it as JSON.
 */
interface SchemaNode {
  example?: unknown;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
}

export interface DocumentOperation {
  operationId: string;
  'x-auth': 'none' | 'optional' | 'required';
  parameters?: { name: string; schema: SchemaNode }[];
  requestBody?: { content: Record<string, { schema: SchemaNode }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export type Payload = Record<string, unknown> | Record<string, unknown>[];

function exampleOf(schema: SchemaNode): unknown {
  if ('example' in schema) return schema.example;
  if (schema.properties) return Object.fromEntries(Object.entries(schema.properties).map(([name, field]) => [name, exampleOf(field)]));
  if (schema.items) return [exampleOf(schema.items)];
  return null;
}

/** The request as one schema: the body's, or the query parameters' as the fields of an object. */
function requestSchema(operation: DocumentOperation): SchemaNode {
  const body = operation.requestBody && Object.values(operation.requestBody.content)[0];
  if (body) return body.schema;
  return { properties: Object.fromEntries((operation.parameters ?? []).map((p) => [p.name, p.schema])) };
}

/** An upload sends a file the person picks, so it has no payload to prefill. */
const isUpload = (operation: DocumentOperation) => Boolean(operation.requestBody?.content['multipart/form-data']);

/** Every operation of the document but uploads, by operationId, with the payload its examples compose. */
export function documentPayloads(document: OpenApiDocument): Map<string, Payload> {
  const payloads = new Map<string, Payload>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      if (!isUpload(operation)) payloads.set(operation.operationId, exampleOf(requestSchema(operation)) as Payload);
    }
  }
  return payloads;
}
