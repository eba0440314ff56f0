import { act, screen } from '@testing-library/react';
import { OrderStatus } from '@tours/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../lib/i18n';
import { orderFixture } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { OrderHold } from './order-hold';

const HOUR_MS = 3_600_000;
const unpaid = orderFixture({ status: OrderStatus.Unpaid, payStatus: false, payExpireTime: '2030-05-11 23:59:59' });

beforeAll(() => loadLanguage('zh'));
afterEach(() => act(() => i18n.changeLanguage('en')));

describe('OrderHold', () => {
  it('counts a hold of a day or more in h:mm:ss, every hour in the hours', () => {
    renderWithProviders(<OrderHold order={unpaid} msLeft={31 * HOUR_MS + 19 * 60_000 + 30_000} />);
    expect(screen.getByTestId('order-hold-countdown')).toHaveTextContent(/^31:19:30$/);
  });

  it('keeps mm:ss under an hour', () => {
    renderWithProviders(<OrderHold order={unpaid} msLeft={29 * 60_000 + 5_000} />);
    expect(screen.getByTestId('order-hold-countdown')).toHaveTextContent(/^29:05$/);
  });

  it('once expired, says when the order was cancelled from its payExpireTime, not a fixed 30 minutes', () => {
    renderWithProviders(<OrderHold order={unpaid} msLeft={0} />);
    const notice = screen.getByText(/cancelled automatically at 2030-05-11 23:59:59/);
    expect(notice).toBeInTheDocument();
    expect(notice).not.toHaveTextContent(/30 minutes/);
  });

  it('says the same in Chinese', async () => {
    renderWithProviders(<OrderHold order={unpaid} msLeft={0} />);
    await act(() => i18n.changeLanguage('zh'));
    const notice = screen.getByText(/已于 2030-05-11 23:59:59 自动取消/);
    expect(notice).not.toHaveTextContent(/30 分钟/);
  });
});
