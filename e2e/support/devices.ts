/** A phone: its size and a phone's User-Agent (pages are laid out by the stylesheet, whoever asks). */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
export const PHONE = { viewport: PHONE_VIEWPORT, userAgent: PHONE_USER_AGENT } as const;
