import { renderHook, waitFor } from '@testing-library/react';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetch-mock';
import { createTestQueryClient, TestProviders } from '../test/render';
import { useGuideLanguageName } from './languages';

afterEach(() => {
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

const languages = { list: [{ id: 1, name: 'English', chineseName: '英语' }] };

function nameIn(visitor: 'en' | 'zh', written: string) {
  window.localStorage.setItem(STORAGE_LANGUAGE, visitor);
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <TestProviders queryClient={queryClient}>{children}</TestProviders>;
  return renderHook(() => useGuideLanguageName([written])(written), { wrapper });
}

describe('useGuideLanguageName', () => {
  it("shows an order item's Chinese name in English to an English visitor", async () => {
    mockApi({ '/language/check': languages });
    const { result } = nameIn('en', '英语');
    await waitFor(() => expect(result.current).toBe('English'));
  });

  it("shows a quote's English name in Chinese to a Chinese visitor", async () => {
    mockApi({ '/language/check': languages });
    const { result } = nameIn('zh', 'English');
    await waitFor(() => expect(result.current).toBe('英语'));
  });

  it('asks nothing for a name already in the visitor’s language, and keeps a name the list does not know', async () => {
    const api = mockApi({ '/language/check': languages });
    expect(nameIn('en', 'English').result.current).toBe('English');
    expect(api.calls).toEqual([]);
    const { result } = nameIn('en', '克林贡语');
    await waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(['/language/check']));
    expect(result.current).toBe('克林贡语');
  });
});
