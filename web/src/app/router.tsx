import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from '../config/base-path';
import { createRoutes } from './routes';

/**
 * History mode at the root (spec §2); the browser-only preview may sit under a base path instead. Scrolling is
 * restored by <ScrollRestoration /> in the layout. Taking over a page the server drew, the router is told so
 * (hydrationData; no route has a loader, so it is empty): it then leaves the scroll where the visitor has already
 * taken it, instead of back to the top.
 */
export const createAppRouter = (takingOverServerPage = false) =>
  createBrowserRouter(createRoutes(), { basename: BASE_PATH || undefined, ...(takingOverServerPage ? { hydrationData: {} } : {}) });
