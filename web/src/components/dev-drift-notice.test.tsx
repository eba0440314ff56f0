import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDrift } from '../api/drift';
import { renderWithProviders } from '../test/render';
import { DevDriftNotice } from './dev-drift-notice';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const category = { id: 1, name: 'Tea', nameEn: 'Tea', picUrl: '/p.svg' };

describe('DevDriftNotice', () => {
  it('shows nothing while every answer matches the contract', async () => {
    renderWithProviders(<DevDriftNotice />);
    await act(() => checkDrift('category.list', [category]));
    expect(screen.queryByRole('status', { name: 'Contract drift' })).not.toBeInTheDocument();
  });

  it('counts the drifting fields and calls, lists the latest, and is dismissed by its close button', async () => {
    renderWithProviders(<DevDriftNotice />);
    await act(async () => {
      for (let answer = 0; answer < 3; answer += 1)
        await checkDrift('category.list', [
          { ...category, id: 'x' },
          { ...category, id: 'y' },
        ]);
      await checkDrift('city.list', { list: [{ id: 1, englishName: 'Paris' }] });
    });
    const notice = screen.getByRole('status', { name: 'Contract drift' });
    expect(within(notice).getByText('Contract drift: 2 fields of 2 calls')).toBeInTheDocument();
    const lines = within(notice)
      .getAllByText(/^(category|city)\.list:/)
      .map((line) => line.textContent);
    expect(lines).toEqual([
      'city.list: data.list.*.chineseName: Invalid input: expected string, received undefined (got missing)',
      'category.list: data.*.id: Invalid input: expected number, received string (got "x" (string)) ×3',
    ]);

    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss contract drift notice' }));
    expect(screen.queryByRole('status', { name: 'Contract drift' })).not.toBeInTheDocument();
    // Dismissed fields stay quiet; a new one brings the notice back with only itself.
    await act(async () => {
      await checkDrift('category.list', [{ ...category, id: 'x' }]);
      await checkDrift('category.list', [{ ...category, picUrl: 7 }]);
    });
    expect(screen.getByRole('status', { name: 'Contract drift' })).toHaveTextContent('Contract drift: 1 field of 1 call');
  });

  it('shows the latest three and points to the console for the rest', async () => {
    renderWithProviders(<DevDriftNotice />);
    await act(() => checkDrift('product.detail', {}));
    const notice = screen.getByRole('status', { name: 'Contract drift' });
    expect(within(notice).getAllByText(/^product\.detail:/)).toHaveLength(3);
    expect(within(notice).getByText(/^\+\d+ more in the console$/)).toBeInTheDocument();
  });
});
