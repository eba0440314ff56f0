import { useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_CHANGED_EVENT } from '../lib/mock-changed';
import { AppProviders } from './provider';
import { createQueryClient } from './query-client';

function Reading({ read }: { read: () => Promise<string> }) {
  const { data } = useQuery({ queryKey: ['reading'], queryFn: read });
  return <p>{data ?? 'loading'}</p>;
}

describe("the mock's tools telling the shop its world changed", () => {
  it('refetches the queries on screen', async () => {
    const read = vi.fn().mockResolvedValueOnce('before').mockResolvedValue('after');
    render(
      <AppProviders queryClient={createQueryClient()}>
        <Reading read={read} />
      </AppProviders>,
    );
    expect(await screen.findByText('before')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new CustomEvent(MOCK_CHANGED_EVENT));
    });

    expect(await screen.findByText('after')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
