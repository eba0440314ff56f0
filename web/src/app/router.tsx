import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes';

/** History mode at the root (spec §2). Scrolling is restored by <ScrollRestoration /> in the layout. */
export const createAppRouter = () => createBrowserRouter(createRoutes());
