import { http } from 'msw';
import { controlRoutes, textFields } from '../runtime/control-routes.js';
import type { BrowserWorld } from './browser-world.js';
import { controlAnswer } from './control-answer.js';

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/** The control routes of runtime/control-routes.ts over the page's world, for the preview's toolbar and the parity test. */
export function controlHandlers(world: BrowserWorld) {
  const ports = { tick: () => world.tick(), reset: () => world.reset() };
  return controlRoutes.map((route) =>
    METHODS[route.method](
      `*/__mock${route.path}`,
      controlAnswer(
        ({ request, params, body }) =>
          route.answer(world, ports, { body, params: textFields(params), query: Object.fromEntries(new URL(request.url).searchParams) }),
        route.headers ? () => route.headers?.(world) ?? {} : undefined,
        world,
      ),
    ),
  );
}
