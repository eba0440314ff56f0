import { afterEach, describe, expect, it } from 'vitest';
import { readBookingDraft } from '../lib/booking-draft';
import { renderShell } from './render-shell';

const ORIGIN = 'http://shop.invalid';

afterEach(() => window.sessionStorage.clear());

describe('renderShell', () => {
  it("renders the tour list's frame in English with its title, no data", async () => {
    const shell = await renderShell(`${ORIGIN}/productList`);
    expect(shell.head).toContain('<title>Tours | Tours</title>');
    expect(shell.head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(shell.body).not.toContain('<title>');
    expect(shell.body).toContain('aria-label="Site footer"');
    expect(shell.body).toContain('Sort by');
  });

  it('renders checkout as a person with a booking draft sees it first: the form, the summary still loading', async () => {
    const shell = await renderShell(`${ORIGIN}/checkout`);
    expect(shell.body).toContain('Personal details');
    expect(shell.body).not.toContain('Nothing to check out yet');
  });

  it('leaves no booking draft behind for the next route', async () => {
    await renderShell(`${ORIGIN}/checkout`);
    await renderShell(`${ORIGIN}/productList`);
    expect(readBookingDraft()).toBeNull();
  });
});
