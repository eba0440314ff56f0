/** A phone: its size and a phone's User-Agent (pages are laid out by the stylesheet, whoever asks). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
export const PHONE = { viewport: PHONE_VIEWPORT, userAgent: PHONE_USER_AGENT } as const;

/** The two sizes a journey drives a screen at: a laptop and a phone, as `test.use()` options. */
export const LAPTOP_AND_PHONE = [
  { name: 'laptop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: PHONE },
] as const;
