import { codes } from '@tours/contract';
import { developerRefusal } from '../domain/index.js';
import { controlBodyRefusal } from '../runtime/control-body.js';
import { type ControlRoute, controlRoutes } from '../runtime/control-routes.js';
import { JSON_TYPE } from '../runtime/envelope.js';
import { parseJsonBody } from '../runtime/json-body.js';
import { proxiedControlRefusal } from '../runtime/proxied-control.js';
import { refusalBody, refusalOf, refusalStatus } from '../runtime/refusal.js';
import { mediaTypeOf } from '../runtime/request-rules.js';
import type { BrowserWorld } from './browser-world.js';

const json = (value: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': JSON_TYPE, ...headers } });

/** A refusal as the Fastify adapter gives it (http/error-handler.ts): `{ code, message }` with that status. */
export function controlRefusal(error: unknown): Response {
  const { code, message } = refusalOf(error);
  const status = refusalStatus(code);
  return json(refusalBody(status, message), status);
}

/** The route's path parameters (`/orders/:id/complete`), decoded as Fastify decodes them, or null when it is not this route. */
function paramsOf(route: ControlRoute, path: string): Record<string, string> | null {
  const pattern = route.path.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) {
      if (part !== segment) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.slice(1)] = decodeURIComponent(segment);
    } catch {
      params[part.slice(1)] = segment;
    }
  }
  return params;
}

/**
 * A control route of runtime/control-routes.ts over the browser's world, answered as the Node mock answers it: the
 * value as JSON, nothing that came through a proxy (runtime/proxied-control.ts), every write typed JSON
 * (runtime/control-body.ts) and saved before it is answered. Null when no route has this method and path (`path` is
 * what follows /__mock): the Node mock's own routes are not the browser's.
 */
export async function answerControl(world: BrowserWorld, request: Request, path: string): Promise<Response | null> {
  const matched = controlRoutes
    .filter((route) => route.method === request.method)
    .map((route) => ({ route, params: paramsOf(route, path) }))
    .find((candidate) => candidate.params !== null);
  if (!matched?.params) return null;
  const { route, params } = matched;
  const proxied = proxiedControlRefusal((name) => request.headers.has(name));
  if (proxied) return json(refusalBody(403, proxied), 403);
  const ports = { tick: () => world.tick(), reset: () => world.reset() };
  try {
    const text = await request.text();
    const refused = controlBodyRefusal(request.method, mediaTypeOf(request.headers.get('content-type')), text !== '');
    if (refused) throw developerRefusal(codes.badRequest, refused, 'Content-Type');
    const body = text === '' && !request.headers.has('content-type') ? undefined : parseJsonBody(text, true);
    const query = Object.fromEntries(new URL(request.url).searchParams);
    const value = await route.answer(world, ports, { body, params, query });
    if (request.method !== 'GET') await world.changed();
    return json(value, 200, route.headers?.(world));
  } catch (error) {
    return controlRefusal(error);
  }
}
