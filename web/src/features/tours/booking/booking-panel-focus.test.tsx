import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, Fault, mockApi } from '../../../test/fetch-mock';
import { quoteFixture as quote } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { BookingPanel } from './booking-panel';

const days = [{ date: '2030-05-12', status: '可预约', times: ['09:00', '14:00'] }];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-05-10T10:00:00'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function openPanel(settlement: unknown = quote) {
  const api = mockApi({ '/product/appointment': days, '/trade/order/settlement': settlement });
  renderWithProviders(<BookingPanel product={{ id: 5, teamLimit: 8 }} />, { route: '/productInfo/5' });
  return { api, user: userEvent.setup() };
}

/** The day as a keyboard chooses it: focused, then Enter. */
async function chooseDay(user: ReturnType<typeof userEvent.setup>) {
  const day = screen.getByRole('button', { name: '12 May 2030' });
  await waitFor(() => expect(day).toBeEnabled());
  day.focus();
  await user.keyboard('{Enter}');
}

async function pressCheck(user: ReturnType<typeof userEvent.setup>) {
  screen.getByRole('button', { name: 'CHECK' }).focus();
  await user.keyboard('{Enter}');
}

/**
 * What a browser does when the focused button is disabled by its loading state: focus falls to the body. jsdom keeps
 * it on the disabled button and will not blur one, so focus passes through a stand-in that then goes away.
 */
function dropFocusToBody() {
  const standIn = document.createElement('input');
  document.body.append(standIn);
  standIn.focus();
  standIn.remove();
}

const toasts = () => screen.queryAllByRole('alert').filter((alert) => alert.closest('.mantine-Notification-root'));

describe('BookingPanel focus after CHECK', () => {
  it('moves focus to the chosen time once quoted, the price below it and the total said by a status', async () => {
    const { user } = openPanel();
    expect(screen.queryByText(/^Total /)).toBeNull();
    await chooseDay(user);
    await pressCheck(user);
    const chosen = await screen.findByRole('radio', { name: '09:00' });
    await waitFor(() => expect(chosen).toHaveFocus());
    expect(chosen).toBeChecked();
    expect(await screen.findByRole('region', { name: 'Price' })).toHaveTextContent('$90');
    expect(screen.getByText('Total $90')).toHaveAttribute('role', 'status');
  });

  it('moves focus to the reason when CHECK is refused before any call', async () => {
    const { user } = openPanel();
    await pressCheck(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a date');
    // Pressed again with the same reason shown, focus goes back to it.
    await pressCheck(user);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('gives focus back to CHECK when the server refuses the quote, whose toast says why', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const refusal = envelopeError(409, 'This date or time is not available; please choose another');
    const { user } = openPanel(
      new Fault(async (init) => {
        await held;
        return refusal.respond(init);
      }),
    );
    await chooseDay(user);
    await pressCheck(user);
    const check = screen.getByRole('button', { name: 'CHECK' });
    await waitFor(() => expect(check).toBeDisabled());
    dropFocusToBody();
    expect(document.body).toHaveFocus();
    answer();
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(check).toHaveFocus());
  });
});

describe('BookingPanel time slots by keyboard', () => {
  it('are one stop in the tab order, the arrow keys choosing a time and asking its price, BOOK NOW after them', async () => {
    const { api, user } = openPanel();
    await chooseDay(user);
    await pressCheck(user);
    await waitFor(() => expect(screen.getByRole('radio', { name: '09:00' })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '14:00' })).toBeChecked();
    await waitFor(() => expect(api.bodiesOf('/trade/order/settlement').at(-1)?.get('reservationTime')).toBe('14:00'));
    await user.tab({ shift: true });
    expect(screen.getByRole('radio', { name: '09:00' })).not.toHaveFocus();
    expect(screen.getByRole('radio', { name: '14:00' })).not.toHaveFocus();
    screen.getByRole('radio', { name: '14:00' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'CHECK' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'BOOK NOW' })).toHaveFocus();
  });
});

describe('BookingPanel with nobody in the party', () => {
  it('says "Choose at least one participant" once, beside CHECK, with no call and no toast', async () => {
    const { api, user } = openPanel(envelopeError(400, 'Choose at least one participant'));
    screen.getByRole('button', { name: 'Fewer Adult' }).focus();
    await user.keyboard('{Enter}');
    await chooseDay(user);
    await pressCheck(user);
    const reason = await screen.findByText('Choose at least one participant');
    await waitFor(() => expect(reason.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getAllByText('Choose at least one participant')).toHaveLength(1);
    expect(toasts()).toHaveLength(0);
    expect(api.bodiesOf('/trade/order/settlement')).toHaveLength(0);
  });
});
