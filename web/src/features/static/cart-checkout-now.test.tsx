import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { openRoutePage } from '../../test/route-pages';
import { sampleAnswers } from '../../test/sample-answers';
import { CART_SAMPLE } from './cart-sample';

afterEach(() => vi.unstubAllGlobals());

/** The cart item, as checkout asks its quote for it (trade.order.settlement). */
const settlementOf = (adults: number) => ({
  spuId: String(CART_SAMPLE.spuId),
  adultCount: String(adults),
  childCount: String(CART_SAMPLE.children),
  toddlerCount: '0',
  reservationDate: CART_SAMPLE.date,
  reservationTime: CART_SAMPLE.time,
  currencyId: '1',
});

describe('Checkout Now in the cart', () => {
  it('opens checkout on the cart item, its date, time and party as edited, ready to pay', async () => {
    const user = userEvent.setup();
    const api = mockApi(sampleAnswers);
    openRoutePage('/userCart');
    const item = await screen.findByRole('article', { name: CART_SAMPLE.title });
    expect(within(item).getByText(`${CART_SAMPLE.date} at ${CART_SAMPLE.time} · ${CART_SAMPLE.duration}`)).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByRole('textbox', { name: 'Adults' }));
    await user.type(screen.getByRole('textbox', { name: 'Adults' }), '3');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await user.click(screen.getByRole('link', { name: 'Checkout Now' }));

    expect(await screen.findByRole('button', { name: 'Firm payment' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nothing to check out yet' })).not.toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText(`${CART_SAMPLE.date} ${CART_SAMPLE.time}`)).toBeInTheDocument();
    const asked = api.bodiesOf('/trade/order/settlement').map((body) => Object.fromEntries(body));
    expect(asked).toEqual([settlementOf(3)]);
    expect(screen.getByTestId('hold-countdown')).toHaveTextContent(/^(30:00|29:5\d)$/);
  });
});
