import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SilentQueryView } from './silent-query-view';

const view = (query: { data: string | undefined; isError: boolean }, valid = true) => (
  <SilentQueryView query={query} valid={valid} notFound="Not found">
    {(data) => <p>{data}</p>}
  </SilentQueryView>
);

describe('SilentQueryView', () => {
  it('says only the quiet not-found line when the call failed or the id is bad (spec §8)', () => {
    const { unmount } = renderWithProviders(view({ data: undefined, isError: true }));
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    renderWithProviders(view({ data: 'Article', isError: false }, false));
    expect(screen.getByText('Not found')).toBeInTheDocument();
    expect(screen.queryByText('Article')).toBeNull();
  });

  it('shows the loader until the data is there, then the screen', () => {
    const { unmount } = renderWithProviders(view({ data: undefined, isError: false }));
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    unmount();
    renderWithProviders(view({ data: 'Article', isError: false }));
    expect(screen.getByText('Article')).toBeInTheDocument();
  });
});
