import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_BOOKING_DRAFT } from '@tours/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, mockApi } from '../../../test/fetch-mock';
import { quoteFixture as quote } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookingPanel } from './booking-panel';
import { isDayDisabled, monthRange } from './booking-rules';

const days = [
  { date: '2030-05-09', status: '可预约', times: ['09:00'] },
  { date: '2030-05-12', status: '可预约', times: ['09:00', '14:00'] },
  { date: '2030-05-13', status: '已约满', times: [] },
  { date: '2030-05-14', status: '可预约', times: [] },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-10T10:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('booking rules', () => {
  it('asks availability from the 1st to the 31st of the shown month', () => {
    expect(monthRange('2030-02-14')).toEqual({ startDate: '2030-02-01', endDate: '2030-02-31' });
  });

  it('disables past days and days whose status is not bookable', () => {
    expect(isDayDisabled('2030-05-09', days, '2030-05-10')).toBe(true);
    expect(isDayDisabled('2030-05-12', days, '2030-05-10')).toBe(false);
    expect(isDayDisabled('2030-05-13', days, '2030-05-10')).toBe(true);
    expect(isDayDisabled('2030-05-20', days, '2030-05-10')).toBe(true);
  });
});

describe('BookingPanel', () => {
  function setUp() {
    const api = mockApi({ '/product/appointment': days, '/trade/order/settlement': quote });
    const view = renderWithProviders(<BookingPanel product={{ id: 5, teamLimit: 8 }} />, { route: '/productInfo/5' });
    return { api, ...view };
  }

  it('requests the shown month and disables past and non-bookable days in the calendar', async () => {
    const { api } = setUp();
    await waitFor(() => expect(api.bodiesOf('/product/appointment')[0]?.toString()).toBe('id=5&startDate=2030-05-01&endDate=2030-05-31'));
    await waitFor(() => expect(screen.getByRole('button', { name: '12 May 2030' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '9 May 2030' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '13 May 2030' })).toBeDisabled();
    expect(screen.getByText('Quantity Limit: 8')).toBeInTheDocument();
  });

  it('says the available dates could not be loaded, with Try again, rather than showing every day unbookable', async () => {
    const user = userEvent.setup();
    let fails = true;
    mockApi({ '/product/appointment': () => (fails ? envelopeError(500, 'boom') : days), '/trade/order/settlement': quote });
    renderWithProviders(<BookingPanel product={{ id: 5, teamLimit: 8 }} />, { route: '/productInfo/5' });
    expect(await screen.findByText('The available dates could not be loaded.')).toHaveAttribute('role', 'alert');

    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '12 May 2030' })).toBeEnabled());
    expect(screen.queryByText('The available dates could not be loaded.')).not.toBeInTheDocument();
  });

  it('keeps participant counts at 0 or more', async () => {
    const user = userEvent.setup();
    setUp();
    const fewerChildren = screen.getByRole('button', { name: 'Fewer Child' });
    expect(fewerChildren).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Fewer Adult' }));
    expect(screen.getByLabelText('Adult count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Fewer Adult' })).toBeDisabled();
  });

  it('says "Please select a date" when CHECK is pressed without a date', async () => {
    const user = userEvent.setup();
    setUp();
    await user.click(screen.getByRole('button', { name: 'CHECK' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a date');
  });

  it('says there are no slots for a bookable day without times', async () => {
    const user = userEvent.setup();
    vi.setSystemTime(new Date('2030-05-01T10:00:00'));
    setUp();
    const day = await screen.findByRole('button', { name: '14 May 2030' });
    await waitFor(() => expect(day).toBeEnabled());
    await user.click(day);
    await user.click(screen.getByRole('button', { name: 'CHECK' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No available appointment slots at the moment');
  });

  it('quotes the first slot after CHECK and stores the draft on BOOK NOW', async () => {
    const user = userEvent.setup();
    const { api, router } = setUp();
    await user.click(screen.getByRole('button', { name: 'More Adult' }));
    const day = screen.getByRole('button', { name: '12 May 2030' });
    await waitFor(() => expect(day).toBeEnabled());
    await user.click(day);
    await user.click(screen.getByRole('button', { name: 'CHECK' }));
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$90');
    expect(api.bodiesOf('/trade/order/settlement')[0]?.toString()).toBe(
      'spuId=5&adultCount=2&childCount=0&toddlerCount=0&reservationDate=2030-05-12&reservationTime=09%3A00&currencyId=1',
    );
    await user.click(screen.getByRole('radio', { name: '14:00' }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/settlement').at(-1)?.get('reservationTime')).toBe('14:00'));
    await user.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    expect(JSON.parse(window.sessionStorage.getItem(STORAGE_BOOKING_DRAFT) ?? '{}')).toEqual({
      spuId: 5,
      adultCount: 2,
      childCount: 0,
      toddlerCount: 0,
      reservationDate: '2030-05-12',
      reservationTime: '14:00',
      currencyId: 1,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
  });
});

describe('BookingPanel party rule', () => {
  it('refuses a party of infants only before any call', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/product/appointment': days, '/trade/order/settlement': quote });
    renderWithProviders(<BookingPanel product={{ id: 5, teamLimit: 8 }} />, { route: '/productInfo/5' });
    await user.click(screen.getByRole('button', { name: 'Fewer Adult' }));
    await user.click(screen.getByRole('button', { name: 'More Infant' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Children under 6 must be accompanied by an adult');
    const day = screen.getByRole('button', { name: '12 May 2030' });
    await waitFor(() => expect(day).toBeEnabled());
    await user.click(day);
    await user.click(screen.getByRole('button', { name: 'CHECK' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Children under 6 must be accompanied by an adult');
    expect(api.bodiesOf('/trade/order/settlement')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'BOOK NOW' })).not.toBeInTheDocument();
  });
});
