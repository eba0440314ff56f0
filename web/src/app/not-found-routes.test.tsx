import { act, screen, waitFor } from '@testing-library/react';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n';
import { envelopeError, mockApi } from '../test/fetch-mock';
import { openRoutePage } from '../test/route-pages';
import { sampleAnswers } from '../test/sample-answers';

/** The not-found page as a visitor meets it: its heading, what was not found, a way on, and the document title. */
async function expectNotFoundPage(sentence: string) {
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText(sentence)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Browse tours' })).toHaveAttribute('href', '/productList');
  await waitFor(() => expect(document.title).toBe('Page not found | Tours'));
  expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
}

const missing = (call: string) => ({ ...sampleAnswers, [call]: envelopeError(404, 'It does not exist') });

beforeAll(() => loadLanguage('zh'));
beforeEach(() => {
  window.localStorage.setItem(STORAGE_TOKEN, 'member-token');
  void i18n.changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('an address that names nothing shows the not-found page, with a way on', () => {
  it('an unknown route', async () => {
    mockApi(sampleAnswers);
    openRoutePage('/no-such-page');
    await expectNotFoundPage('The page you are looking for does not exist or has moved.');
  });

  it.each([
    ['/productInfo/99999', '/product/detail', 'This tour does not exist or is no longer offered.'],
    ['/product/99999', '/product/detail', 'This tour does not exist or is no longer offered.'],
    ['/BlogInfo/99999', '/blog/detail', 'This post does not exist or has been removed.'],
    ['/guide?id=99999', '/member/merchant/detail/check', 'This guide does not exist or is no longer listed.'],
    ['/article?id=99999', '/article/detail', 'This article does not exist or has been removed.'],
    ['/orderInfo/99999', '/trade/order/get-detail', 'Your account has no order with this number.'],
    ['/orderInfoEvaluate/99999', '/trade/order/get-detail', 'Your account has no order with this number.'],
  ])('%s, when the backend answers 404', async (url, call, sentence) => {
    mockApi(missing(call));
    openRoutePage(url);
    await expectNotFoundPage(sentence);
  });

  it('a tour address whose id is no number, without asking the backend', async () => {
    const api = mockApi(sampleAnswers);
    openRoutePage('/productInfo/abc');
    await expectNotFoundPage('This tour does not exist or is no longer offered.');
    expect(api.bodiesOf('/product/detail')).toEqual([]);
  });

  it('in the visitor’s language, title included', async () => {
    mockApi(missing('/product/detail'));
    openRoutePage('/productInfo/99999');
    await screen.findByRole('heading', { name: 'Page not found' });
    await act(() => i18n.changeLanguage('zh'));
    expect(screen.getByRole('heading', { level: 1, name: '页面不存在' })).toBeInTheDocument();
    expect(screen.getByText('该线路不存在或已下架。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '浏览线路' })).toHaveAttribute('href', '/productList');
    await waitFor(() => expect(document.title).toBe('页面不存在 | 旅游'));
  });
});
