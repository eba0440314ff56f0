import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Order, OrderStatus } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { OrderReviewPage } from './order-review-page';
import { buildReviewPayload } from './review-payload';

afterEach(() => vi.unstubAllGlobals());

const item = {
  ...{
    id: 31,
    spuName: 'Tea plantation walk',
    picUrl: '',
    score: 4.5,
    review: 12,
    reservationDate: '2030-05-12',
    reservationTime: '09:00',
  },
  ...{ adultCount: 2, childCount: 0, chineseLanguageName: '英语', priceModeName: '按人', priceModeNameEn: 'Per person' },
};
const order: Order = {
  ...{
    id: 9,
    payOrderId: 900,
    status: OrderStatus.Completed,
    payStatus: true,
    payPrice: 90,
    payTime: '2030-05-10 10:00',
    payExpireTime: '',
  },
  ...{ commentStatus: false, merchantId: 7, fullName: 'Ada', lastName: 'L', email: 'a@b.co', mobile: '', currencyInco: '$' },
  items: [item, { ...item, id: 32, spuName: 'River cruise' }],
};

describe('buildReviewPayload', () => {
  it('is a list of one entry on the first item, uploads joined by commas', () => {
    expect(buildReviewPayload(order, { guideScores: 5, transportationScores: 4, priceScores: 3 }, 'Great', ['/a.png', '/b.mp4'])).toEqual([
      { guideScores: 5, transportationScores: 4, priceScores: 3, content: 'Great', picUrls: '/a.png,/b.mp4', orderId: 9, orderItemId: 31 },
    ]);
  });
});

describe('OrderReviewPage', () => {
  it('sends the scores (default 5), text and remaining uploads as JSON, then opens My Review and reloads the order', async () => {
    const user = userEvent.setup();
    let uploaded = 0;
    const api = mockApi({
      '/trade/order/get-detail': order,
      '/file/upload': () => `/media/uploads/${++uploaded}.png`,
      '/member/product/comment/add': null,
    });
    const { router, queryClient } = renderWithProviders(<OrderReviewPage />, {
      route: '/orderInfoEvaluate/9',
      path: '/orderInfoEvaluate/:id',
    });
    expect(await screen.findByRole('article', { name: 'Tea plantation walk' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'River cruise' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Guide: 5 stars' })).toBeChecked();
    // The star a person clicks is the label over the radio, which takes the score on its click.
    const [thirdStar] = screen.getByRole<HTMLInputElement>('radio', { name: 'Transportation: 3 stars' }).labels ?? [];
    if (!thirdStar) throw new Error('the third star has no label');
    await user.click(thirdStar);
    await user.type(screen.getByPlaceholderText('Enter your your review'), 'Wonderful guide');
    const input = document.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await user.upload(input, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    await user.click(await screen.findByRole('button', { name: 'Remove file 1' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove file 2' })).not.toBeInTheDocument());
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter/4'));
    const sent = api.calls.find((c) => c.path === '/member/product/comment/add');
    expect(JSON.parse(sent?.body ?? 'null')).toEqual([
      {
        guideScores: 5,
        transportationScores: 3,
        priceScores: 5,
        content: 'Wonderful guide',
        picUrls: '/media/uploads/2.png',
        orderId: 9,
        orderItemId: 31,
      },
    ]);
    // Reviewed: the order is no longer pending review, so My Order, the order and My Review reload.
    const keys = invalidated.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(keys).toEqual(expect.arrayContaining(['trade.order.page', 'trade.order.get-detail', 'member.product.comment.user.page']));
  });
});
