import { HttpResponse } from 'msw';
import { badRequest } from '../domain/index.js';
import { controlBodyRefusal } from '../runtime/control-body.js';
import { JSON_TYPE } from '../runtime/envelope.js';
import { parseJsonBody } from '../runtime/json-body.js';
import { refusalOf } from '../runtime/refusal.js';
import { mediaTypeOf } from '../runtime/request-rules.js';
import type { BrowserWorld } from './browser-world.js';

export interface ControlRequest {
  request: Request;
  params: Record<string, string | readonly string[] | undefined>;
  /** The JSON body, `{}` for an empty one, undefined without one (as Fastify's request.body). */
  body: unknown;
}

type Run = (input: ControlRequest) => unknown;

/**
 * A control-plane answer as the Fastify adapter gives it: the value as JSON, or a refusal as
 * `{ statusCode, error }` with that status (http/error-handler.ts), every write typed JSON (runtime/control-body.ts).
 */
export function controlAnswer(run: Run, headers: (value: unknown) => Record<string, string> = () => ({}), world?: BrowserWorld) {
  return async ({ request, params }: Pick<ControlRequest, 'request' | 'params'>) => {
    try {
      const text = await request.text();
      const refused = controlBodyRefusal(request.method, mediaTypeOf(request.headers.get('content-type')), text !== '');
      if (refused) throw badRequest(refused, 'Content-Type');
      const body = text === '' && !request.headers.has('content-type') ? undefined : parseJsonBody(text, true);
      const value = await run({ request, params, body });
      // Every control write (clock, faults, order moves, reset, import) is saved before it is answered.
      if (world && request.method !== 'GET') await world.changed();
      return HttpResponse.json(value as Parameters<typeof HttpResponse.json>[0], {
        headers: { 'content-type': JSON_TYPE, ...headers(value) },
      });
    } catch (error) {
      const { code, message } = refusalOf(error);
      const status = code >= 400 && code < 600 ? code : 400;
      return HttpResponse.json({ statusCode: status, error: message }, { status, headers: { 'content-type': JSON_TYPE } });
    }
  };
}
