import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CartPage } from './cart-page';

const fetchSpy = vi.fn();
afterEach(() => vi.unstubAllGlobals());

describe('static sample screens (the refund screens have their own tests)', () => {
  it('cart: edits participants, updates the total, opens the Added to cart dialog, and makes no call', async () => {
    const user = userEvent.setup();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<CartPage />, { route: '/userCart' });
    expect(screen.getByRole('heading', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.getByText('Items stay in your cart for up to 30 minutes.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total $104');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Adults' }));
    await user.type(screen.getByRole('textbox', { name: 'Adults' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Total $144');
    expect(screen.getByRole('link', { name: 'Checkout Now' })).toHaveAttribute('href', '/checkout');
    await user.click(screen.getByRole('button', { name: /Added to cart/ }));
    const dialog = screen.getByRole('dialog', { name: 'Added to cart' });
    expect(within(dialog).getByText('We hold your spot for 30:00 minutes')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go To Cart' })).toHaveAttribute('href', '/userCart');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
