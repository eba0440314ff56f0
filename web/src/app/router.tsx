import { createBrowserRouter } from 'react-router';
import { BASE_PATH } from '../config/base-path';
import { createRoutes } from './routes';

/**
 * History mode at the root (spec §2); the browser-only preview may sit under a base path instead. Scrolling is
 * restored by <ScrollRestoration /> in the layout.
 */
export const createAppRouter = () => createBrowserRouter(createRoutes(), { basename: BASE_PATH || undefined });
