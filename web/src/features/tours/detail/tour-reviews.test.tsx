import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sample from '@tours/contract/samples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { TourReviews } from './tour-reviews';

afterEach(() => vi.unstubAllGlobals());

const reviews = (body: URLSearchParams) => ({
  list: [{ ...sample.review, userNickname: `reviewer on page ${body.get('pageNo')}` }],
  total: 25,
});

describe('TourReviews keeps its page in the URL', () => {
  it('opens at ?reviewPage=2 on page 2 and asks for that page', async () => {
    const api = mockApi({ '/member/product/comment/page': reviews });
    renderWithProviders(<TourReviews spuId={12} />, { route: '/productInfo/12?reviewPage=2' });
    expect(await screen.findByText('reviewer on page 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const [sent] = api.bodiesOf('/member/product/comment/page');
    expect(sent?.get('spuId')).toBe('12');
    expect(sent?.get('pageNo')).toBe('2');
  });

  it('writes a page change to the URL (page 1 is the default, left out)', async () => {
    const user = userEvent.setup();
    const api = mockApi({ '/member/product/comment/page': reviews });
    const { router } = renderWithProviders(<TourReviews spuId={12} />, { route: '/productInfo/12' });
    expect(await screen.findByText('reviewer on page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?reviewPage=3'));
    expect(await screen.findByText('reviewer on page 3')).toBeInTheDocument();
    expect(api.bodiesOf('/member/product/comment/page').at(-1)?.get('pageNo')).toBe('3');
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
