import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { dismissDriftReports } from '../api/drift';
import { writeCookie } from '../lib/cookies';
import { i18n } from '../lib/i18n';
import { resetServerClock } from '../lib/server-clock';

// The whole suite runs in parallel with other workspaces; give async queries room on a busy machine.
configure({ asyncUtilTimeout: 3000 });

// jsdom lacks these; Mantine and the layout need them. Stubbed once here.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.IntersectionObserver = IntersectionObserverStub as unknown as typeof IntersectionObserver;

// Mantine's autosize Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  // Toasts live in a store outside React; one test's toasts must not show in the next.
  notifications.clean();
  // What the app keeps for a page's life starts afresh: each test is a new page.
  dismissDriftReports();
  resetServerClock();
  if (i18n.language !== 'en') void i18n.changeLanguage('en');
  window.localStorage.clear();
  window.sessionStorage.clear();
  // A worker's files share one window (web/vitest.config.ts): what one test stored must not greet the next.
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) writeCookie(name, '', 0);
  }
});
