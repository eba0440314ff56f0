import { act, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { searchInLanguage, useAddressFollowsLanguage } from './address-follows-language';
import { setLanguage } from './preferences';

describe('searchInLanguage', () => {
  it('adds lang=zh for Chinese and takes any lang away for English, keeping the other parameters', () => {
    expect(searchInLanguage('?keyword=tea&page=2', 'zh')).toBe('?keyword=tea&page=2&lang=zh');
    expect(searchInLanguage('?keyword=tea&lang=zh', 'en')).toBe('?keyword=tea');
    expect(searchInLanguage('?lang=zh', 'en')).toBe('');
    expect(searchInLanguage('?lang=en', 'en')).toBe('');
    expect(searchInLanguage('?lang=zh&lang=en', 'zh')).toBe('?lang=zh');
  });

  it('leaves an address that already names the language alone', () => {
    expect(searchInLanguage('?id=3&lang=zh', 'zh')).toBeNull();
    expect(searchInLanguage('?id=3', 'en')).toBeNull();
    expect(searchInLanguage('', 'en')).toBeNull();
  });
});

function Page() {
  useAddressFollowsLanguage();
  return null;
}

describe('useAddressFollowsLanguage', () => {
  afterEach(() => {
    setLanguage('en');
    window.history.replaceState(null, '', '/');
  });

  it("replaces the address bar's query in place, path, other parameters and hash kept, without a router navigation", async () => {
    setLanguage('en');
    window.history.replaceState(null, '', '/productList?keyword=tea&lang=zh#results');
    const router = createBrowserRouter([{ path: '/productList', element: <Page /> }]);
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/productList?keyword=tea#results');
    // No navigation: the page's loaders do not run again and no waiting part is taken over for it.
    expect(router.state.historyAction).toBe('POP');

    await act(async () => setLanguage('zh'));
    expect(window.location.search).toBe('?keyword=tea&lang=zh');

    await act(async () => router.navigate('/productList?page=2'));
    expect(window.location.search).toBe('?page=2&lang=zh');
    expect(window.history.state).toMatchObject({ key: router.state.location.key });
    router.dispose();
  });
});
