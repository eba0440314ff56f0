import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/** History mode at the root (spec §2). Scrolling is restored by <ScrollRestoration /> in the layout. */
export const createAppRouter = () => createBrowserRouter(routes);
