import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { AvailabilityCalendar } from './availability-calendar';

beforeAll(() => loadLanguage('zh'));
afterEach(() => act(() => i18n.changeLanguage('en')));

import type { AvailabilityDay } from '@tours/contract';

const bookable: AvailabilityDay[] = [{ date: '2026-11-28', status: '可预约', times: ['09:30'] }];

function calendar({ compact = false } = {}) {
  return (
    <AvailabilityCalendar
      value={null}
      onChange={() => {}}
      month="2026-11-01"
      onMonthChange={() => {}}
      days={bookable}
      today="2026-11-27"
      compact={compact}
    />
  );
}

describe('AvailabilityCalendar', () => {
  it('names each day for a screen reader as English writes a date', () => {
    renderWithProviders(calendar());
    expect(screen.getByRole('button', { name: '28 November 2026' })).toBeInTheDocument();
  });

  it('names each day as Chinese writes a date, not "28 十一月 2026"', async () => {
    renderWithProviders(calendar());
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByRole('button', { name: '2026年11月28日' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /十一月/ })).not.toBeInTheDocument();
  });

  it("spans the phone sheet's whole width, and keeps the laptop panel's compact month its own size", () => {
    const { unmount } = renderWithProviders(calendar());
    expect(screen.getByRole('table').closest('[data-full-width]')).not.toBeNull();
    unmount();
    renderWithProviders(calendar({ compact: true }));
    expect(screen.getByRole('table').closest('[data-full-width]')).toBeNull();
  });
});
