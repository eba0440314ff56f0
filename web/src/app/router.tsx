import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { takeOverEveryPart } from '../components/hydrate-when-seen';
import { BASE_PATH } from '../config/base-path';
import { prefetchingLoader } from './prefetching-loader';
import { createRoutes } from './routes';

/** Every route's id, as having answered its loader already. */
const answeredLoaders = (routes: RouteObject[]): [string, null][] =>
  routes.flatMap((route) => [...(route.id ? [[route.id, null] as [string, null]] : []), ...answeredLoaders(route.children ?? [])]);

/**
 * History mode at the root (spec §2); the browser-only preview may sit under a base path instead. Scrolling is
 * restored by <ScrollRestoration /> in the layout.
 *
 * The first page is drawn at once, without its loaders: its screens ask their own calls, or take over the answers a
 * server drew the page with (app/server-state.ts), and a loader still to run would hold the first render on the
 * router's fallback. So the router is told every loader has answered (hydrationData); it then also leaves the scroll
 * where the visitor has already taken it on a drawn page, instead of back to the top. Later navigations run them.
 *
 * The parts of a drawn page that wait to be taken over until a person reaches them (components/hydrate-when-seen.tsx)
 * are all taken over when the router's state first changes: a navigation changes the contexts above them.
 */
export function createAppRouter(queryClient: QueryClient) {
  const routes = createRoutes(prefetchingLoader(queryClient));
  const router = createBrowserRouter(routes, {
    basename: BASE_PATH || undefined,
    hydrationData: { loaderData: Object.fromEntries(answeredLoaders(routes)) },
  });
  router.subscribe(takeOverEveryPart);
  return router;
}

/** The address (with the base path) a navigation under way is going to, its route's code or data still loading. */
export function pendingAddress(router: ReturnType<typeof createAppRouter>): string | undefined {
  const going = router.state.navigation.location;
  return going ? router.createHref(going) : undefined;
}
