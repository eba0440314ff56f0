import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@tours/web/i18n';
import { MOCK_CHANGED_EVENT } from '@tours/web/mock-changed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubControlPlane } from './control-stub';
import { MockToolbar } from './mock-toolbar';
import { renderInShop } from './test-render';

function renderToolbar() {
  void i18n.changeLanguage('en');
  return renderInShop(
    <>
      <input type="email" aria-label="Shop email" />
      <MockToolbar />
    </>,
  );
}

const user = () => userEvent.setup();
const openToolbar = async () => user().click(screen.getByRole('button', { name: 'Mock toolbar', expanded: false }));
const openSection = async (name: string) => user().click(screen.getByRole('button', { name }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MockToolbar', () => {
  it('shows the latest code of the email typed in the page, and says when none was sent', async () => {
    const { requests } = stubControlPlane({
      'GET /__mock/outbox/latest-code': ({ url }) =>
        url.includes('ann%40example.test')
          ? { body: { email: 'ann@example.test', code: '482913' } }
          : { status: 404, body: { code: 404, message: 'No verification code was sent to bob@example.test' } },
    });
    renderToolbar();
    await user().type(screen.getByLabelText('Shop email'), 'ann@example.test');
    await openToolbar();

    expect(await screen.findByTestId('mock-toolbar-code')).toHaveTextContent('482913');
    expect(screen.getByText(/Latest code for ann@example.test/)).toBeInTheDocument();
    expect(requests.at(-1)?.url).toBe('/__mock/outbox/latest-code?email=ann%40example.test');

    await user().clear(screen.getByLabelText('Shop email'));
    await user().type(screen.getByLabelText('Shop email'), 'bob@example.test');
    expect(await screen.findByText('No code sent to bob@example.test yet')).toBeInTheDocument();
    expect(screen.queryByTestId('mock-toolbar-code')).not.toBeInTheDocument();
  });

  it('reads an email field filled before it listened (a quick typist, the browser autofill) when it opens', async () => {
    stubControlPlane({ 'GET /__mock/outbox/latest-code': () => ({ body: { email: 'early@example.test', code: '105937' } }) });
    renderInShop(<input type="email" aria-label="Shop email" defaultValue="early@example.test" />);
    renderInShop(<MockToolbar />);
    await openToolbar();
    expect(await screen.findByTestId('mock-toolbar-code')).toHaveTextContent('105937');
    expect(screen.getByText(/Latest code for early@example.test/)).toBeInTheDocument();
  });

  it('advances the clock 31 minutes, shows the new reading and tells the shop to refetch', async () => {
    let clock = { world: 'default', now: '2026-11-24T09:00:05.000Z', offsetMs: 0 };
    const { requests } = stubControlPlane({
      'GET /__mock/clock': () => ({ body: clock }),
      'POST /__mock/clock/advance': () => {
        clock = { world: 'default', now: '2026-11-24T09:31:05.000Z', offsetMs: 1_860_000 };
        return { body: clock };
      },
    });
    const changed = vi.fn();
    window.addEventListener(MOCK_CHANGED_EVENT, changed);
    renderToolbar();
    await openToolbar();
    await openSection('Clock');
    expect(await screen.findByText('The world reads 2026-11-24 09:00 (UTC)')).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: '+31 min' }));

    expect(await screen.findByRole('status')).toHaveTextContent('The clock now reads 2026-11-24 09:31 (UTC)');
    // The write invalidates the toolbar's reads, so the reading is the control plane's again.
    expect(await screen.findByText('The world reads 2026-11-24 09:31 (UTC)')).toBeInTheDocument();
    expect(screen.getByText('(31 min ahead of real time)')).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/__mock/clock/advance')).toMatchObject({ method: 'POST', body: { minutes: 31 } });
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(MOCK_CHANGED_EVENT, changed);
  });

  it('advances to just after the latest booked tour of the logged-in customer', async () => {
    window.localStorage.setItem('token', 'tok-ann');
    const order = (userId: number, status: number, reservationDate: string) => ({
      userId,
      status,
      items: [{ reservationDate, reservationTime: '09:30' }],
    });
    const { requests } = stubControlPlane({
      'GET /__mock/clock': { body: { now: '2026-11-24T09:00:00.000Z', offsetMs: 0 } },
      'GET /__mock/state': {
        body: {
          sessions: { 'tok-ann': { userId: 1 } },
          orders: [order(1, 10, '2026-11-26'), order(1, 30, '2026-12-20'), order(2, 10, '2026-12-30')],
        },
      },
      'POST /__mock/clock/advance': { body: { now: '2026-11-26T09:31:00.000Z', offsetMs: 1 } },
    });
    renderToolbar();
    await openToolbar();
    await openSection('Clock');
    await screen.findByText(/The world reads/);

    await user().click(screen.getByRole('button', { name: 'Advance to after the tour' }));

    expect(await screen.findByRole('status')).toHaveTextContent('2026-11-26 09:31');
    // Ann's booked tour starts 2026-11-26 09:30 UTC: 2 days, 30 minutes and one more minute ahead.
    expect(requests.find((r) => r.url === '/__mock/clock/advance')?.body).toEqual({ ms: (2 * 24 * 60 + 31) * 60_000 });
  });

  it('moves an order with the button of its status and shows the result', async () => {
    const orders = [
      {
        id: 7,
        userId: 1,
        email: 'ann@example.test',
        status: 10,
        statusName: 'Booked (10)',
        moves: ['complete', 'refund'],
        payPrice: 39,
        currencyInco: '$',
        createTime: '2026-11-24 09:00:00',
        closed: false,
      },
      {
        id: 6,
        userId: 1,
        email: 'ann@example.test',
        status: 90,
        statusName: 'Refund (90)',
        moves: [],
        payPrice: 12,
        currencyInco: '$',
        createTime: '2026-11-20 09:00:00',
        closed: false,
      },
    ];
    const { requests } = stubControlPlane({
      'GET /__mock/orders': { body: { orders } },
      'POST /__mock/orders/7/complete': {
        body: { world: 'default', id: 7, status: 30, statusName: 'Completed (30), review pending', payStatus: true },
      },
    });
    renderToolbar();
    await openToolbar();
    await openSection('Orders');
    const booked = (await screen.findByText(/Order 7/)).closest('li');
    if (!(booked instanceof HTMLElement)) throw new Error('no row for order 7');
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    // The shop's own words for a status, and the order's time named as the time it was ordered, not a tour date.
    expect(within(booked).getByText('Order 7 · ann@example.test · $39 · ordered 2026-11-24 09:00')).toBeInTheDocument();
    const refunded = screen.getByText(/Order 6/).closest('li');
    if (!(refunded instanceof HTMLElement)) throw new Error('no row for order 6');
    expect(within(refunded).getByText('Refund', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('All orders, newest first (log in to see only yours)')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^(Complete|Refund) · / })).toHaveLength(2);

    await user().click(within(booked).getByRole('button', { name: /^Complete · Order 7/ }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order 7 is now Completed');
    expect(requests.find((r) => r.method === 'POST')?.url).toBe('/__mock/orders/7/complete');
  });

  it("shows the control plane's refusal in place", async () => {
    stubControlPlane({
      'GET /__mock/orders': {
        body: {
          orders: [
            {
              id: 3,
              userId: 1,
              email: 'ann@example.test',
              status: 10,
              statusName: 'Booked (10)',
              moves: ['refund'],
              payPrice: 5,
              currencyInco: '$',
              createTime: '2026-11-24 09:00:00',
              closed: false,
            },
          ],
        },
      },
      'POST /__mock/orders/3/refund': {
        status: 409,
        body: { code: 409, message: 'Only a booked (10) or completed (30) order can be refunded; this one is 90' },
      },
    });
    renderToolbar();
    await openToolbar();
    await openSection('Orders');
    await user().click(await screen.findByRole('button', { name: /^Refund · Order 3/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed: Only a booked (10) or completed (30) order can be refunded; this one is 90',
    );
  });

  it('collapses on Escape and gives the focus back to its toggle', async () => {
    stubControlPlane({});
    renderToolbar();
    await openToolbar();
    const toggle = screen.getByRole('button', { name: 'Mock toolbar', expanded: true });
    await user().click(screen.getByRole('button', { name: 'Clock' }));

    await user().keyboard('{Escape}');

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Mock toolbar' })).not.toBeInTheDocument();
  });

  it('marks a running action busy without disabling its button (a browser drops the focus of a disabled one) and ignores a second press', async () => {
    let answerAdvance: (value: Response) => void = () => {};
    const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/clock/advance') && init?.method === 'POST')
        return new Promise<Response>((resolve) => (answerAdvance = resolve));
      return json({ world: 'default', now: '2026-11-24T09:00:05.000Z', offsetMs: 0 });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderToolbar();
    await openToolbar();
    await openSection('Clock');
    await screen.findByText('The world reads 2026-11-24 09:00 (UTC)');
    const advance = screen.getByRole('button', { name: '+31 min' });
    advance.focus();

    await user().keyboard('{Enter}');
    await waitFor(() => expect(advance).toHaveAttribute('aria-disabled', 'true'));
    expect(advance).not.toBeDisabled();
    expect(advance).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/clock/advance'))).toHaveLength(1);

    answerAdvance(json({ world: 'default', now: '2026-11-24T09:31:05.000Z', offsetMs: 1_860_000 }));
    expect(await screen.findByRole('status')).toHaveTextContent('The clock now reads 2026-11-24 09:31 (UTC)');
    expect(advance).not.toHaveAttribute('aria-disabled');
    await user().keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Mock toolbar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the page into Chinese', async () => {
    stubControlPlane({});
    renderToolbar();
    await i18n.changeLanguage('zh');
    expect(await screen.findByRole('button', { name: '模拟工具栏' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
