import type { Banner } from '@tours/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openBanner } from './banner-carousel';

const banner = (overrides: Partial<Banner>): Banner => ({
  picUrl: '/media/banners/china/1.svg',
  wapPicUrl: '/media/banners/china/1-m.svg',
  title: 'Autumn in Kyoto',
  videoUrl: null,
  url: '/productList?cityId=9',
  ...overrides,
});

afterEach(() => vi.restoreAllMocks());

/** Spec §2 Home: the seed sends no video, so this path is held here for a backend that does. */
describe('openBanner', () => {
  it('plays the video of a banner that has one, and opens nothing else', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const showVideo = vi.fn();
    openBanner(banner({ videoUrl: '/media/videos/1.mp4' }), showVideo);
    expect(showVideo).toHaveBeenCalledWith('/media/videos/1.mp4');
    expect(open).not.toHaveBeenCalled();
  });

  it("opens a banner's url in a new tab", () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openBanner(banner({}), vi.fn());
    expect(open).toHaveBeenCalledWith('/productList?cityId=9', '_blank', 'noopener,noreferrer');
  });

  it.each(['', '#', ' # '])('does nothing for the url %j', (url) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const showVideo = vi.fn();
    openBanner(banner({ url }), showVideo);
    expect(open).not.toHaveBeenCalled();
    expect(showVideo).not.toHaveBeenCalled();
  });
});
