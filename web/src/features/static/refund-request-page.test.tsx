import { act, fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../../i18n';
import { mockApi } from '../../test/fetch-mock';
import { orderFixture } from '../../test/fixtures';
import { RefundRequestPage } from './refund-request-page';
import { readRefundRequest } from './refund-request-store';
import { renderWithOrder } from './refund-test-helpers';

const PATTERN = '/orderInfoRequestRefund/:id';
const booked = orderFixture({ id: 9, status: 10, payStatus: true, payPrice: 390, currencyInco: '€' });

beforeAll(() => loadLanguage('zh'));
afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const chooseType = async (label: string) => {
  fireEvent.click(screen.getByRole('combobox', { name: 'Refund type' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
};

describe('RefundRequestPage', () => {
  it('shows the order it was opened from: picture, tour, reservation, party and the amount paid, without a call', async () => {
    const api = mockApi({});
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    const summary = screen.getByRole('region', { name: 'Order 9' });
    expect(within(summary).getByText('Tea plantation walk')).toBeInTheDocument();
    expect(within(summary).getByText('Reservation: 2030-05-12 09:00')).toBeInTheDocument();
    expect(within(summary).getByText('Adults 2, children 1')).toBeInTheDocument();
    expect(within(summary).getByText('Amount paid: €390')).toBeInTheDocument();
    expect(summary.querySelector('img')).toHaveAttribute('src', '/media/tour-5.svg');
    expect(screen.queryByText('No order details here')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('opened by URL: no call, a note with a link to My Orders, and the form still works', async () => {
    const api = mockApi({});
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', null);
    expect(screen.getByText(/details are shown when the refund is opened from the order/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/personalCenter/2');
    expect(screen.queryByRole('region', { name: 'Order 9' })).not.toBeInTheDocument();
    await chooseType('Bad weather');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We will email you the result within 24 hours.')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("refuses Submit without a refund type with 'Please Select' at the field, and keeps nothing", async () => {
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please Select')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Refund type' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(readRefundRequest(9)).toBeNull();
  });

  it('says the missing-type message in Chinese on a Chinese page', async () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    await act(() => i18n.changeLanguage('zh'));
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择')).toBeInTheDocument();
    expect(screen.queryByText('Please Select')).not.toBeInTheDocument();
  });

  it('after Submit: the 24-hour promise, what was sent with the application time, kept in this browser, and a link to the order', async () => {
    const api = mockApi({});
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', booked);
    await chooseType('Change of plans');
    fireEvent.change(screen.getByRole('textbox', { name: 'Instructions' }), { target: { value: 'Flight cancelled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We will email you the result within 24 hours.');
    const stored = readRefundRequest(9);
    expect(stored).toMatchObject({ type: 'changeOfPlans', instructions: 'Flight cancelled' });
    expect(stored?.applicationTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const sent = screen.getByRole('region', { name: 'Your refund request' });
    expect(within(sent).getByText('Change of plans')).toBeInTheDocument();
    expect(within(sent).getByText('Flight cancelled')).toBeInTheDocument();
    expect(within(sent).getByText(stored?.applicationTime ?? 'missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to order 9' })).toHaveAttribute('href', '/orderInfo/9');
    expect(api.calls).toEqual([]);
  });

  it('ignores a location state that holds another order than the route’s', async () => {
    await renderWithOrder(<RefundRequestPage />, PATTERN, '/orderInfoRequestRefund/9', orderFixture({ id: 12 }));
    expect(screen.getByText('No order details here')).toBeInTheDocument();
  });
});
