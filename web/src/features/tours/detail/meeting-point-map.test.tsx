import { act, fireEvent, screen, within } from '@testing-library/react';
import { REQUEST_TIMEOUT_MS } from '@tours/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { renderWithProviders } from '../../../test/render';
import { MeetingPointMap } from './meeting-point-map';
import { OfflineMap } from './offline-map';

// The catalogue's `location` is "lng,lat" (spec §3): this is 40.43 N, 116.57 E.
const BEIJING = '116.57,40.43';

afterEach(() => {
  env.mapsKey = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An IntersectionObserver that sees its element on screen at once. */
class OnScreen {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

function streetsOf(map: HTMLElement): string[] {
  return [...map.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
}

describe('MeetingPointMap without a maps key', () => {
  it("embeds OpenStreetMap's keyless map with its marker on the point, at zoom 14's area, and draws no streets", () => {
    renderWithProviders(<MeetingPointMap location={BEIJING} />);
    const frame = screen.getByTitle('Meeting point map');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe('40.43,116.57');
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    // 640 px at zoom 14 span 640 * 360 / (256 * 2^14) = 0.0549 degrees of longitude, centred on the point.
    expect((east ?? 0) - (west ?? 0)).toBeCloseTo(0.0549, 3);
    expect(((east ?? 0) + (west ?? 0)) / 2).toBeCloseTo(116.57, 4);
    expect(((north ?? 0) + (south ?? 0)) / 2).toBeCloseTo(40.43, 4);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(/illustration/i)).not.toBeInTheDocument();
    expect(screen.getByText(/Meeting point coordinates: 40.43, 116.57/)).toBeInTheDocument();
  });

  it('links to OpenStreetMap at zoom 14 with a marker, in a new tab', () => {
    renderWithProviders(<MeetingPointMap location={BEIJING} />);
    const link = screen.getByRole('link', { name: 'Open in OpenStreetMap' });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=40.43&mlon=116.57#map=14/40.43/116.57');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('says so when the location cannot be read', () => {
    renderWithProviders(<MeetingPointMap location="somewhere" />);
    expect(screen.getByText('The meeting point has no coordinates.')).toBeInTheDocument();
    expect(screen.queryByTitle('Meeting point map')).not.toBeInTheDocument();
  });
});

describe("the preview's drawn map (OfflineMap)", () => {
  const BEIJING_POINT = { lat: 40.43, lng: 116.57 };

  it('draws a map with the meeting point marker, named with its coordinates', () => {
    renderWithProviders(<OfflineMap point={BEIJING_POINT} />);
    const map = screen.getByRole('img', { name: 'Map of the meeting point at 40.43, 116.57' });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(within(map).getByText('Meeting point')).toBeInTheDocument();
  });

  it('shows a scale bar true to zoom 14 at that latitude', () => {
    renderWithProviders(<OfflineMap point={BEIJING_POINT} />);
    const scale = screen.getByTestId('map-scale');
    // 156543.03 * cos(40.43°) / 2^14 = 7.274 m per pixel: 500 m is 68.7 px (1 km would not fit in 120).
    expect(within(scale).getByText('500 m')).toBeInTheDocument();
    expect(Number(scale.getAttribute('data-px'))).toBeCloseTo(500 / ((156543.03 * Math.cos((40.43 * Math.PI) / 180)) / 16384), 0);
  });

  it('scales by the latitude: 1 km near the equator', () => {
    renderWithProviders(<OfflineMap point={{ lat: 1.35, lng: 103.8 }} />);
    expect(within(screen.getByTestId('map-scale')).getByText('1 km')).toBeInTheDocument();
  });

  it('draws the same streets for the same coordinates, other streets elsewhere', () => {
    const first = renderWithProviders(<OfflineMap point={BEIJING_POINT} />);
    const beijing = streetsOf(screen.getByRole('img'));
    first.unmount();
    const again = renderWithProviders(<OfflineMap point={BEIJING_POINT} />);
    expect(streetsOf(screen.getByRole('img'))).toEqual(beijing);
    again.unmount();
    renderWithProviders(<OfflineMap point={{ lat: 48.8566, lng: 2.3522 }} />);
    expect(streetsOf(screen.getByRole('img'))).not.toEqual(beijing);
  });
});

describe('MeetingPointMap with a maps key', () => {
  it('embeds Google Maps at zoom 14 on the coordinates, and keeps the OSM link', () => {
    env.mapsKey = 'test-key';
    renderWithProviders(<MeetingPointMap location={BEIJING} />);
    const frame = screen.getByTitle('Meeting point map');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.searchParams.get('zoom')).toBe('14');
    expect(src.searchParams.get('q')).toBe('40.43,116.57');
    expect(src.searchParams.get('key')).toBe('test-key');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in OpenStreetMap' })).toBeInTheDocument();
  });

  it('only logs an embed that has not loaded within the request timeout (spec §8)', () => {
    env.mapsKey = 'test-key';
    vi.stubGlobal('IntersectionObserver', OnScreen);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<MeetingPointMap location={BEIJING} />);
    act(() => vi.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1));
    expect(log).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(log).toHaveBeenCalledWith('The meeting point map failed to load');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByTitle('Meeting point map')).toBeInTheDocument();
  });

  it('logs nothing once the embed has loaded', () => {
    env.mapsKey = 'test-key';
    vi.stubGlobal('IntersectionObserver', OnScreen);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<MeetingPointMap location={BEIJING} />);
    // A finished load is the browser's event, not a person's: user-event has no way to cause it.
    fireEvent.load(screen.getByTitle('Meeting point map'));
    act(() => vi.advanceTimersByTime(REQUEST_TIMEOUT_MS * 2));
    expect(log).not.toHaveBeenCalled();
  });
});
