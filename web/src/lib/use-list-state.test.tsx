import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { useListState } from './use-list-state';

let setter: (next: Partial<Record<'page' | 'status' | 'keyword', string>>) => void = () => undefined;

function Probe() {
  const [state, setState] = useListState({ page: '1', status: '', keyword: '' });
  setter = setState;
  return <output>{JSON.stringify(state)}</output>;
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, string>;

describe('useListState', () => {
  it('falls back to the defaults on a clean URL', () => {
    renderWithProviders(<Probe />, { route: '/list' });
    expect(shown()).toEqual({ page: '1', status: '', keyword: '' });
  });

  it('reads the values from the URL on load', () => {
    renderWithProviders(<Probe />, { route: '/list?status=10&page=2' });
    expect(shown()).toEqual({ page: '2', status: '10', keyword: '' });
  });

  it('merges, drops defaults from the URL and keeps other params', () => {
    const { router } = renderWithProviders(<Probe />, { route: '/personalCenter/6?id=7' });
    act(() => setter({ page: '3' }));
    expect(router.state.location.search).toBe('?id=7&page=3');
    act(() => setter({ page: '1' }));
    expect(router.state.location.search).toBe('?id=7');
    expect(shown()).toEqual({ page: '1', status: '', keyword: '' });
  });

  it('resets the page when another key changes, unless the page is given', () => {
    const { router } = renderWithProviders(<Probe />, { route: '/list?page=4' });
    act(() => setter({ status: '10' }));
    expect(shown()).toEqual({ page: '1', status: '10', keyword: '' });
    expect(router.state.location.search).toBe('?status=10');
    act(() => setter({ keyword: 'rome', page: '2' }));
    expect(shown()).toEqual({ page: '2', status: '10', keyword: 'rome' });
    act(() => setter({ status: '10' }));
    expect(shown().page).toBe('2');
  });

  it('pushes a history entry so Back returns to the previous page', async () => {
    const { router } = renderWithProviders(<Probe />, { route: '/list' });
    act(() => setter({ page: '2' }));
    act(() => setter({ page: '3' }));
    await act(() => router.navigate(-1));
    expect(shown().page).toBe('2');
  });
});
