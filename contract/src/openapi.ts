import { z } from 'zod';
import { calls } from './calls/index.js';
import { fullPath } from './define-call.js';
import { envelope } from './envelope.js';

const contentType = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  multipart: 'multipart/form-data',
  query: undefined,
} as const;

const toSchema = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI 3 document of every registry call, derived, never hand-written. */
export function buildOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of Object.values(calls)) {
    const request = toSchema(call.request, 'input');
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      tags: [call.name.split('.')[0]],
      security: call.auth === 'none' ? [] : [{ token: [] }],
      'x-auth': call.auth,
      responses: {
        '200': {
          description: 'Envelope; code 200 on success, 201 invalid session, 400/404/409 refusals.',
          content: { 'application/json': { schema: toSchema(envelope(call.data), 'output') } },
        },
      },
    };
    const type = contentType[call.encoding];
    if (type) {
      const body = call.encoding === 'multipart' ? { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } : request;
      operation.requestBody = { required: true, content: { [type]: { schema: body } } };
    } else {
      const properties = (request as { properties?: Record<string, unknown> }).properties ?? {};
      const required = new Set((request as { required?: string[] }).required ?? []);
      operation.parameters = Object.entries(properties).map(([name, schema]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema,
      }));
    }
    paths[fullPath(call)] = { [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Tour storefront REST API', version: '1.0.0', description: 'Generated from contract/ by `npm run openapi`.' },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    paths,
  };
}
