import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus } from '@tours/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDriftReports } from '../../api/drift';
import { envelopeError, mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { withoutNulls } from '../../test/spring-answers';
import { AccountCentrePage } from './account-centre-page';
import { accountOrder, memberFixture } from './account-test-data';

const open = (route: string, answers: Record<string, unknown> = {}) => {
  const api = mockApi({ '/member/info': memberFixture, '/country': [], ...answers });
  return { api, ...renderWithProviders(<AccountCentrePage />, { route, path: '/personalCenter/:tab?' }) };
};

beforeEach(() => window.localStorage.setItem('token', 'member-token'));
afterEach(() => vi.unstubAllGlobals());

describe('AccountCentrePage', () => {
  it('sends a visitor to /login', async () => {
    window.localStorage.removeItem('token');
    const { router } = open('/personalCenter/2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows the name and area, opens tab 1 by default, and saves the profile with 修改成功 (in English: Changes saved)', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter', { '/member/update': null });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Basic information' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(await screen.findByRole('textbox', { name: 'Nickname' }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'countess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.bodiesOf('/member/update')[0]?.get('nickname')).toBe('countess');
    expect(api.bodiesOf('/member/update')[0]?.get('areaId')).toBe('44');
  });

  it('saves the profile of a customer without a country, which a backend that leaves nulls out omits, with an empty areaId', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/1', {
      '/member/info': withoutNulls({ ...memberFixture, areaId: null, areaName: '', currencyId: null, languageId: null, language: null }),
      '/member/update': null,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved');
    expect(api.bodiesOf('/member/update')[0]?.get('areaId')).toBe('');
    expect(getDriftReports()).toEqual([]);
  });

  it('shows the sign-in email read-only and sends it back unchanged', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/1', { '/member/update': null });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/cannot be changed here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved');
    expect(api.bodiesOf('/member/update')[0]?.get('email')).toBe('ada@example.com');
  });

  it('a refused profile save shows the server message and never 修改成功 (Changes saved)', async () => {
    const user = userEvent.setup();
    open('/personalCenter/1', { '/member/update': envelopeError(400, 'email is taken') });
    await user.clear(await screen.findByRole('textbox', { name: 'Nickname' }));
    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'countess');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('email is taken')).toBeInTheDocument();
    expect(screen.queryByText('Changes saved')).toBeNull();
  });

  it('uploads a new avatar, saves it as the logo and says 修改成功 (Changes saved)', async () => {
    const user = userEvent.setup();
    const { api, container } = open('/personalCenter/1', { '/file/upload': '/media/uploads/me.png', '/member/update': null });
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    const input = container.ownerDocument.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, new File(['x'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.bodiesOf('/member/update')[0]?.toString()).toBe('logo=%2Fmedia%2Fuploads%2Fme.png');
    expect(api.calls.map((c) => c.path)).toContain('/file/upload');
  });

  it('My Order shows count badges above 0 and sends commentStatus false for Pending review', async () => {
    const user = userEvent.setup();
    const page = {
      page: { list: [accountOrder({ status: OrderStatus.Booked })], total: 1 },
      unpaidCount: 2,
      bookedCount: 1,
      pendingReviewCount: 0,
      refundCount: 0,
    };
    const { api } = open('/personalCenter/2', { '/trade/order/page': page });
    const card = await screen.findByRole('article', { name: 'Order 9' });
    expect(within(card).getByText('Booked', { selector: 'span' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/orderInfo/9');
    expect(within(card).getByRole('link', { name: 'Refund' })).toHaveAttribute('href', '/orderInfoRequestRefund/9');
    expect(screen.getByRole('tab', { name: /Unpaid/ })).toHaveTextContent('Unpaid2');
    expect(screen.getByRole('tab', { name: /Pending review/ })).toHaveTextContent(/^Pending review$/);
    expect(api.bodiesOf('/trade/order/page')[0]?.toString()).toBe('pageNo=1&status=');
    await user.click(screen.getByRole('tab', { name: /Pending review/ }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/page').at(-1)?.toString()).toBe('pageNo=1&status=30&commentStatus=false'));
    await user.click(screen.getByRole('tab', { name: /Refund/ }));
    await waitFor(() => expect(api.bodiesOf('/trade/order/page').at(-1)?.toString()).toBe('pageNo=1&status=90'));
  });

  it('deletes a saved card only after the deletion confirmation, then reloads the list', async () => {
    const user = userEvent.setup();
    let cards = [{ id: 3, bankType: 1, bankInco: '', bankNumber: '**** **** **** 4242', createTime: '2030-05-01 10:00:00' }];
    const { api } = open('/personalCenter/5', {
      '/member/bankcard/page': () => ({ list: cards, total: cards.length }),
      '/member/bankcard/delete': () => {
        cards = [];
        return null;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete card **** **** **** 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deletion confirmation' });
    expect(api.bodiesOf('/member/bankcard/delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('No saved cards.')).toBeInTheDocument());
    expect(api.bodiesOf('/member/bankcard/delete')[0]?.toString()).toBe('id=3');
    expect(api.bodiesOf('/member/bankcard/page')).toHaveLength(2);
  });

  it('adds a card after checking it', async () => {
    const user = userEvent.setup();
    const { api } = open('/personalCenter/5', {
      '/member/bankcard/page': { list: [], total: 0 },
      '/member/bankcard/check': (body: URLSearchParams) => ({ valid: body.get('number') === '4242424242424242', cardType: 'Visa' }),
      '/member/bankcard/add': { id: 4, bankType: 1, bankInco: '', bankNumber: '**** 4242', createTime: '' },
    });
    const form = await screen.findByRole('form', { name: 'Add a card' });
    await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '4242424242424241');
    await user.type(within(form).getByRole('textbox', { name: 'Name on card' }), 'ADA');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('This card number is not valid')).toBeInTheDocument();
    expect(api.bodiesOf('/member/bankcard/add')).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: 'Card number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await user.click(within(form).getByRole('button', { name: 'Add card' }));
    await waitFor(() =>
      expect(api.bodiesOf('/member/bankcard/add')[0]?.toString()).toBe('bankType=1&number=4242424242424242&cardName=ADA'),
    );
  });
});
