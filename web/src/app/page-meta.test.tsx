import { waitFor } from '@testing-library/react';
import { STORAGE_TOKEN } from '@tours/contract/constants';
import * as sample from '@tours/contract/samples';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n';
import { mockApi } from '../test/fetch-mock';
import { openRoutePage } from '../test/route-pages';
import { sampleAnswers } from '../test/sample-answers';
import { createRoutes } from './routes';

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';

/** A URL of the route: its parameters filled in (the personal centre's tab left out) and the query the page reads. */
function urlOf(path: string): string {
  const filled = path.replace('/:tab?', '').replace(/:id\b/, '31');
  if (path === '/article' || path === '/guide') return `${filled}?id=4`;
  return filled === '*' ? '/no-such-page' : filled;
}

const routePaths = (createRoutes()[0]?.children ?? []).map((route) => (route.index ? '/' : (route.path ?? '')));

beforeEach(() => {
  window.localStorage.setItem(STORAGE_TOKEN, 'member-token');
  mockApi(sampleAnswers);
  void i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('every route names its page in the document title', () => {
  const titles = new Map<string, string>();

  it.each(routePaths)('%s sets "<page> | Tours" and a description', async (path) => {
    openRoutePage(urlOf(path));
    await waitFor(() => expect(document.title).toMatch(/^\S.* \| Tours$/));
    expect(description().length).toBeGreaterThan(20);
    titles.set(path, document.title);
  });

  it('no two routes share a title, except the two spellings of the tour page', () => {
    expect(titles.size).toBe(routePaths.length);
    const owners = new Map<string, string[]>();
    for (const [path, title] of titles) owners.set(title, [...(owners.get(title) ?? []), path]);
    const shared = [...owners.values()].filter((paths) => paths.length > 1);
    expect(shared).toEqual([['/productInfo/:id', '/product/:id']]);
  });
});

describe('a page about one thing is titled after it', () => {
  it("tour detail: the tour's name, its introduction as the description", async () => {
    openRoutePage('/productInfo/12');
    await waitFor(() => expect(document.title).toBe(`${sample.productDetail.name} | Tours`));
    expect(description()).toBe(sample.productDetail.introduction.replace(/\s+/g, ' ').trim().slice(0, 160));
  });

  it("blog detail: the post's title", async () => {
    openRoutePage('/BlogInfo/8');
    await waitFor(() => expect(document.title).toBe(`${sample.blog.title} | Tours`));
  });

  it("article: the article's title in the page language", async () => {
    openRoutePage('/article?id=103');
    await waitFor(() => expect(document.title).toBe(`${sample.article.titleEn} | Tours`));
  });

  it("guide: the guide's name", async () => {
    openRoutePage('/guide?id=4');
    await waitFor(() => expect(document.title).toBe(`${sample.merchantProfile.name} | Tours`));
  });

  it('follows the language: Chinese page name and shop name', async () => {
    openRoutePage('/login');
    await waitFor(() => expect(document.title).toBe('Log in | Tours'));
    await loadLanguage('zh');
    await i18n.changeLanguage('zh');
    await waitFor(() => expect(document.title).toBe('登录 | 旅游'));
  });
});
