import { render } from '@testing-library/react';
import type { Order } from '@tours/contract';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n';
import { refundOrderState } from '../../lib/refund-order-state';
import { createTestQueryClient, TestProviders } from '../../test/render';

/**
 * A refund screen at its route, opened as Refund and View refund open it, with the order in the location state from
 * the first render; or, with `order` null, by its address alone.
 */
export async function renderWithOrder(ui: ReactElement, pattern: string, url: string, order: Order | null) {
  await i18n.changeLanguage('en');
  const state = order ? refundOrderState(order) : null;
  const router = createMemoryRouter([{ path: pattern, element: ui }], { initialEntries: [{ pathname: url, state }] });
  const result = render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, router };
}
