import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('the figures of spec §9', () => {
  it('holds the timings', () => {
    expect(c.REQUEST_TIMEOUT_MS).toBe(20000);
    expect(c.TOAST_DURATION_MS).toBe(3000);
    expect(c.BANNER_AUTOPLAY_MS).toBe(8000);
    expect(c.HOLD_MS).toBe(30 * 60 * 1000);
    expect(c.VERIFICATION_RESEND_SECONDS).toBe(60);
    expect(c.ORDER_RESULT_POLL_MS).toBe(3000);
  });

  it('holds the sizes and limits', () => {
    expect(c.PAGE_SIZE).toBe(10);
    expect(c.BLOG_BANNER_SLIDES).toBe(3);
    expect([c.AVAILABILITY_FIRST_DAY, c.AVAILABILITY_LAST_DAY]).toEqual([1, 31]);
    expect([c.GALLERY_LARGE_COUNT, c.GALLERY_SMALL_COUNT, c.GALLERY_VISIBLE_COUNT]).toEqual([1, 4, 5]);
    expect(c.MAP_ZOOM).toBe(14);
    expect(c.VIDEO_DIALOG_WIDTH_PX).toBe(530);
    expect(c.PARTICIPANT_MIN_COUNT).toBe(0);
    expect([c.REVIEW_SCORE_DEFAULT, c.DEFAULT_DISPLAY_RATING]).toEqual([5, 3.5]);
    expect(c.RESULT_EMAIL_WITHIN_HOURS).toBe(24);
    expect([c.MORNING_ENDS_AT, c.EVENING_STARTS_AT]).toEqual(['12:00', '17:00']);
    expect(c.CART_DURATION_OPTIONS).toEqual(['1-2h', '2-4h', '4-8h', '8-12h', '1 day', '1-2 days']);
    expect([c.BREAKPOINT_DESKTOP_PX, c.BREAKPOINT_TABLET_PX]).toEqual([1200, 768]);
    expect(c.SHARE_QR_LEVEL).toBe('L');
    expect(c.DEFAULT_LANGUAGE).toBe('en');
    expect(c.UPLOAD_FILES_HINT).toBe(9);
  });
});
