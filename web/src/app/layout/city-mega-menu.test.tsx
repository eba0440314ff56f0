import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { CityMegaMenu } from './city-mega-menu';

afterEach(() => vi.unstubAllGlobals());

const cities = [
  { id: 1, englishName: 'Beijing', chineseName: '北京' },
  { id: 2, englishName: 'Shanghai', chineseName: '上海' },
  { id: 10, englishName: 'Paris', chineseName: '巴黎' },
];

/** The menu between two other stops of the header, as a keyboard meets it. */
function openHeader() {
  mockApi({ '/city/list': { list: cities } });
  renderWithProviders(
    <>
      <a href="/blog">Blog</a>
      <CityMegaMenu />
      <a href="/search">Search</a>
    </>,
  );
  return { user: userEvent.setup(), button: screen.getByRole('button', { name: /Destinations/ }) };
}

const city = (name: string) => screen.getByRole('link', { name });

describe('CityMegaMenu by keyboard', () => {
  it('opens with Enter, Tabs through its cities in order right after the button, and closes when Tab leaves it', async () => {
    const { user, button } = openHeader();
    await user.tab();
    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await screen.findByRole('link', { name: 'Beijing' });
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Destinations' }).parentElement?.id);

    await user.tab();
    expect(city('Beijing')).toHaveFocus();
    await user.tab();
    expect(city('Shanghai')).toHaveFocus();
    await user.tab();
    expect(city('Paris')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Beijing' })).not.toBeInTheDocument();
  });

  it('opens at the first city with ArrowDown, moves with the arrows, and Escape closes it back onto the button', async () => {
    const { user, button } = openHeader();
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(city('Beijing')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(city('Shanghai')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(city('Paris')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(city('Beijing')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Destinations' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(city('Paris')).toHaveFocus());
  });

  it('closes with Enter on the button again, leaving focus there', async () => {
    const { user, button } = openHeader();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('link', { name: 'Beijing' });
    await user.keyboard('{Enter}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
