import { act } from '@testing-library/react';
import type { Order } from '@tours/contract';
import type { ReactElement } from 'react';
import { refundOrderState } from '../../lib/refund-order-state';
import { renderWithProviders } from '../../test/render';

/** A refund screen at its route, opened as Refund and View refund open it: with the order in the location state. */
export async function renderWithOrder(ui: ReactElement, pattern: string, url: string, order: Order | null) {
  const result = renderWithProviders(ui, { route: url, path: pattern });
  if (order) await act(() => result.router.navigate(url, { state: refundOrderState(order) }));
  return result;
}
