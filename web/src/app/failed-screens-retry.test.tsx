import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REQUEST_TIMEOUT_MS, STORAGE_BOOKING_DRAFT, STORAGE_TOKEN } from '@tours/contract/constants';
import * as sample from '@tours/contract/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeError, type Fault, mockApi, noAnswer } from '../test/fetch-mock';
import { openRoutePage } from '../test/route-pages';
import { sampleAnswers } from '../test/sample-answers';

interface Screen {
  route: string;
  /** The call the screen cannot show anything without. */
  failing: string;
  /** Text (or a control's accessible name) that is there once the data is. */
  shows: string;
}

/** Every route that loads data (spec §2), by its loading call. */
const screens: Screen[] = [
  { route: '/', failing: '/product/search', shows: sample.productCard.name },
  { route: '/', failing: '/ad/list', shows: `Open ${sample.banner.title}` },
  { route: '/', failing: '/city/list', shows: sample.city.englishName },
  { route: '/productList', failing: '/product/search', shows: sample.productCard.name },
  { route: '/productInfo/12', failing: '/product/detail', shows: sample.productDetail.name },
  { route: '/Blog', failing: '/blog/list', shows: sample.blog.title },
  { route: '/BlogInfo/8', failing: '/blog/detail', shows: sample.blog.title },
  { route: '/article?id=103', failing: '/article/detail', shows: sample.article.titleEn },
  { route: '/guide?id=4', failing: '/member/merchant/detail/check', shows: sample.merchantProfile.name },
  { route: '/orderInfo/31', failing: '/trade/order/get-detail', shows: 'Order 31' },
  { route: '/orderInfoEvaluate/31', failing: '/trade/order/get-detail', shows: sample.order.items[0]?.spuName ?? '' },
  { route: '/checkout', failing: '/trade/order/settlement', shows: '$223' },
  { route: '/personalCenter/1', failing: '/member/info', shows: sample.member.fullName },
  { route: '/personalCenter/2', failing: '/trade/order/page', shows: 'Order 31' },
  { route: '/personalCenter/3', failing: '/member/favorite/list', shows: sample.collectedItem.name },
  { route: '/personalCenter/4', failing: '/member/product/comment/user/page', shows: sample.myReview.spuInformation.name },
  { route: '/personalCenter/5', failing: '/member/bankcard/page', shows: sample.savedCard.bankNumber },
  { route: '/personalCenter/6', failing: '/member/my/message/list', shows: sample.messageThread.merchantName },
  { route: '/personalCenter/7', failing: '/currency/check', shows: 'Save settings' },
];

const failureTitle = 'This content could not be loaded.';

/** Serves the shop, with `failing` answered by `fault` until `heal()`. */
function shopWithFault(failing: string, fault: () => Fault) {
  let broken = true;
  const api = mockApi({ ...sampleAnswers, [failing]: () => (broken ? fault() : sampleAnswers[failing]) });
  return { api, heal: () => (broken = false) };
}

async function retryUntilShown(user: ReturnType<typeof userEvent.setup>, shows: string) {
  for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
  // Text, or the name of a control whose content is a picture (the banner).
  await waitFor(() => expect(screen.queryAllByText(shows).length + screen.queryAllByLabelText(shows).length).toBeGreaterThan(0), {
    timeout: 5000,
  });
  await waitFor(() => expect(screen.queryByText(failureTitle)).toBeNull());
}

beforeEach(() => {
  window.localStorage.setItem(STORAGE_TOKEN, 'member-token');
  window.sessionStorage.setItem(
    STORAGE_BOOKING_DRAFT,
    JSON.stringify({
      spuId: 12,
      adultCount: 2,
      childCount: 1,
      toddlerCount: 0,
      reservationDate: '2030-05-12',
      reservationTime: '08:00',
      currencyId: 1,
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a screen whose loading call fails shows the error with Retry, then the data after Retry', () => {
  it.each(screens)('$route when $failing answers an error envelope', async ({ route, failing, shows }) => {
    const user = userEvent.setup();
    const { api, heal } = shopWithFault(failing, () => envelopeError(500, 'Injected fault'));
    openRoutePage(route);
    expect((await screen.findAllByText(failureTitle, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Injected fault').length).toBeGreaterThan(0);
    const calls = api.bodiesOf(failing).length;
    heal();
    await retryUntilShown(user, shows);
    expect(api.bodiesOf(failing).length).toBeGreaterThan(calls);
  });

  it.each(screens)('$route when $failing does not answer within 20 s', async ({ route, failing, shows }) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { api, heal } = shopWithFault(failing, noAnswer);
    openRoutePage(route);
    await waitFor(() => expect(api.bodiesOf(failing).length).toBeGreaterThan(0), { timeout: 5000 });
    expect(screen.queryByText(failureTitle)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS));
    expect(
      (await screen.findAllByText('The server took too long to answer. Please try again.', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    heal();
    await retryUntilShown(user, shows);
  });
});
