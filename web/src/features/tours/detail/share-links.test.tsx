import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import QRCode from 'qrcode';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ShareLinks } from './share-links';

const TOUR_URL = 'https://shop.example/productInfo/12';

/** The modules of the QR code drawn by an SVG data URL (the `M x y h n m dx 0` path of qrcode's renderer). */
function modulesOf(dataUrl: string): boolean[][] {
  const svg = decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
  const side = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1]);
  const d = /stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? '';
  const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
  let [x, y] = [0, 0];
  for (const [, command, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (command === 'M') [x, y] = [Number(a), Math.floor(Number(b))];
    if (command === 'm') x += Number(a);
    if (command === 'h') {
      for (let i = 0; i < Number(a); i += 1) {
        const row = grid[y];
        if (row) row[x + i] = true;
      }
      x += Number(a);
    }
  }
  return grid;
}

/**
 * The error-correction level written in the code's own format information (ISO/IEC 18004 §7.9): 15 bits
 * down column 8 beside the top-left finder, masked with 101010000010010; the top two bits are the level.
 */
function levelOf(modules: boolean[][], margin: number): string {
  const size = modules.length - 2 * margin;
  const at = (row: number) => (modules[row + margin]?.[8 + margin] ? 1 : 0);
  let bits = 0;
  for (let i = 0; i < 15; i += 1) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    bits |= at(row) << i;
  }
  return ['M', 'L', 'H', 'Q'][((bits ^ 0b101010000010010) >> 13) & 0b11] ?? '?';
}

const TITLE = 'Old Town Walk';

describe('ShareLinks', () => {
  it('links to the share page of WhatsApp, Facebook, X and LinkedIn with the address, each at least 24 px high', () => {
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    const hosts = {
      WhatsApp: 'https://wa.me/',
      Facebook: 'https://www.facebook.com/',
      X: 'https://x.com/',
      LinkedIn: 'https://www.linkedin.com/',
    };
    for (const [network, host] of Object.entries(hosts)) {
      const link = screen.getByRole('link', { name: `Share on ${network}` });
      const href = link.getAttribute('href') ?? '';
      expect(href.startsWith(host) && href.endsWith(`=${encodeURIComponent(TOUR_URL)}`)).toBe(true);
      expect(link).toHaveStyle({ minHeight: '24px', minWidth: '24px' });
    }
    expect(screen.queryByRole('link', { name: /Google|Twitter/ })).not.toBeInTheDocument();
  });

  it('copies the address and says so, then shows it to copy by hand where the browser refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(TOUR_URL);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');

    writeText.mockRejectedValueOnce(new DOMException('Denied', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: /Link copied|Copy link/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`The link: ${TOUR_URL}`);
  });

  it("offers the phone's share sheet only on a touch screen whose browser has one, with the title and address", async () => {
    const user = userEvent.setup();
    const share = vi.fn(() => Promise.reject(new DOMException('Closed', 'AbortError')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    const coarse = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(pointer: coarse)',
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    await user.click(await screen.findByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: TOUR_URL });

    coarse.mockImplementation(
      (query) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList,
    );
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    expect(screen.getAllByRole('button', { name: 'Share…' })).toHaveLength(1);
    vi.unstubAllGlobals();
    coarse.mockRestore();
  });

  it('shows WeChat a QR code of the page URL at error-correction level L, with its caption', async () => {
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    await userEvent.click(screen.getByRole('button', { name: 'WeChat' }));
    const image = await screen.findByRole('img', { name: "QR code of this tour's page" });
    const src = image.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText('Scan with WeChat to open this tour and share it there')).toBeInTheDocument();

    const modules = modulesOf(src);
    expect(levelOf(modules, 2)).toBe('L');
    // The very code the library makes for the URL at level L: the image encodes this page, nothing else.
    const expected = QRCode.create(TOUR_URL, { errorCorrectionLevel: 'L' });
    expect(expected.errorCorrectionLevel.bit).toBe(1);
    const size = expected.modules.size;
    const drawn = modules.slice(2, 2 + size).flatMap((row) => row.slice(2, 2 + size));
    expect(drawn).toEqual([...expected.modules.data].map(Boolean));
  });

  it('opens from the keyboard and closes on Escape, focus back on the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShareLinks url={TOUR_URL} title={TITLE} />);
    const button = screen.getByRole('button', { name: 'WeChat' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'WeChat' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: "QR code of this tour's page" })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The first press loads the popover, whose own button takes the place (and the focus) of the first.
    const opener = screen.getByRole('button', { name: 'WeChat' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'WeChat' })).toBeInTheDocument();
  });
});
