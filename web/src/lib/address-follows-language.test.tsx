import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
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
  afterEach(() => setLanguage('en'));

  it('replaces the address when the language changes, keeping its history entry, path, query and hash', async () => {
    setLanguage('en');
    const router = createMemoryRouter(
      [
        { path: '/productList', element: <Page /> },
        { path: '/', element: null },
      ],
      {
        initialEntries: ['/', '/productList?keyword=tea&lang=zh#results'],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    expect(router.state.location).toMatchObject({ pathname: '/productList', search: '?keyword=tea', hash: '#results' });
    expect(router.state.historyAction).toBe('REPLACE');

    await act(async () => setLanguage('zh'));
    expect(router.state.location.search).toBe('?keyword=tea&lang=zh');
    await act(async () => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/');
  });
});
