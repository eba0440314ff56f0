import { dehydrate, QueryClient } from '@tanstack/react-query';
import { STORAGE_LANGUAGE } from '@tours/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { clearBookingDraft, writeBookingDraft } from '../lib/booking-draft';
import { bookingDraftFixture } from '../test/fixtures';
import { DRAWN_FOR, isDrawnForThisTab, SERVER_STATE_ID, takeOverServerPage, withServerState } from './server-state';

function pageWithState(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_STATE_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => document.getElementById(SERVER_STATE_ID)?.remove());

describe('withServerState', () => {
  it("puts the server page's answers in the cache before the first render, once", () => {
    const server = new QueryClient();
    server.setQueryData(['ad.list', {}], [{ title: 'Great Wall' }]);
    pageWithState(JSON.stringify(dehydrate(server)));
    const client = withServerState(new QueryClient());
    expect(client.getQueryData(['ad.list', {}])).toEqual([{ title: 'Great Wall' }]);
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
  });

  it('starts empty on a page without answers or with unreadable ones', () => {
    expect(withServerState(new QueryClient()).getQueryCache().getAll()).toHaveLength(0);
    pageWithState('{not json');
    expect(withServerState(new QueryClient()).getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('takeOverServerPage', () => {
  const serverPage = (drawnFor: string) => {
    const root = document.createElement('div');
    root.setAttribute(DRAWN_FOR, drawnFor);
    root.innerHTML = '<main>Great Wall</main>';
    return root;
  };

  it('takes over a page drawn for the visitor this browser holds', () => {
    const root = serverPage('en.0.0');
    expect(takeOverServerPage(root)).toBe(true);
    expect(root.textContent).toBe('Great Wall');
    expect(root.hasAttribute(DRAWN_FOR)).toBe(false);
  });

  it('drops a page drawn for another visitor, and its answers: they are in the wrong language', () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'zh');
    pageWithState('{"mutations":[],"queries":[]}');
    const root = serverPage('en.0.0');
    expect(takeOverServerPage(root)).toBe(false);
    expect(root.childElementCount).toBe(0);
    expect(root.hasAttribute(DRAWN_FOR)).toBe(false);
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
  });

  it('draws its own checkout over the "nothing to check out" the server drew when this tab holds a booking draft', () => {
    window.history.replaceState(null, '', '/checkout');
    writeBookingDraft(bookingDraftFixture());
    try {
      pageWithState('{"mutations":[],"queries":[]}');
      expect(takeOverServerPage(serverPage('en.0.0'))).toBe(false);
      expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
      clearBookingDraft();
      expect(takeOverServerPage(serverPage('en.0.0'))).toBe(true);
    } finally {
      clearBookingDraft();
      window.history.replaceState(null, '', '/');
    }
  });

  it("keeps to the answer read before the app's state was made, which took the page's answers or not", () => {
    window.localStorage.setItem(STORAGE_LANGUAGE, 'en');
    const root = serverPage('en.0.0');
    expect(isDrawnForThisTab(root)).toBe(true);
    expect(root.hasAttribute(DRAWN_FOR)).toBe(true);
    pageWithState('{"mutations":[],"queries":[]}');
    expect(takeOverServerPage(root, false)).toBe(false);
    expect(root.childElementCount).toBe(0);
    expect(document.getElementById(SERVER_STATE_ID)).toBeNull();
  });

  it('leaves an empty #root (a static host) to the app', () => {
    expect(takeOverServerPage(document.createElement('div'))).toBe(false);
  });
});
