import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { productDetail } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { TourDetailPage } from './tour-detail-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TourDetailPage', () => {
  it('draws the side panel and the bottom bar and lets the stylesheet pick one at the md breakpoint', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia');
    mockApi({
      '/product/detail': productDetail({ id: 7, name: 'Tea walk' }),
      '/product/appointment': [],
      '/member/product/comment/page': { list: [], total: 0 },
    });
    renderWithProviders(<TourDetailPage />, { route: '/productInfo/7', path: '/productInfo/:id' });

    // jsdom applies no media query, so both are in its tree; in a browser Mantine's classes set display: none.
    const panel = await screen.findByRole('complementary', { name: 'Book this tour' });
    expect(panel.closest('.mantine-visible-from-md')).not.toBeNull();
    const bar = await screen.findByRole('region', { name: 'Price and booking' });
    expect(bar).toHaveClass('mantine-hidden-from-md');
    // The room at the page's end is a stylesheet rule below md, where Mantine shows the bar, not the body's style.
    expect(document.body).not.toHaveAttribute('style');
    const mantineClasses = document.querySelector('style[data-mantine-styles="classes"]')?.textContent ?? '';
    const belowMd = /(@media \([^)]+\)) \{\.mantine-visible-from-md /.exec(mantineClasses)?.[1];
    expect(belowMd).toBe('@media (max-width: 61.99375em)');
    // Vitest runs without CSS, so the stylesheet is read as text.
    expect(readFileSync(join(import.meta.dirname, 'booking/mobile-booking-bar.module.css'), 'utf8')).toContain(`${belowMd} {`);
    expect(matchMedia.mock.calls.map(([query]) => query).filter((query) => query.includes('width'))).toEqual([]);
  });
});
