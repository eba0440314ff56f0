import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createRoutes } from '../app/routes';
import { createTestQueryClient, TestProviders } from './render';

/** The real route table without the shell (header, footer), so only the page's own calls run. */
export function openRoutePage(url: string) {
  const [shell] = createRoutes();
  const router = createMemoryRouter([{ path: '/', Component: Outlet, HydrateFallback: () => null, children: shell?.children ?? [] }], {
    initialEntries: [url],
  });
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}
