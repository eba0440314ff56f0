/**
 * A phone as the server sees it too: its size and a phone's User-Agent. The mock server draws a page for a phone or a
 * laptop by the User-Agent (README, "Pages drawn before their scripts"); a laptop's User-Agent at phone size is drawn
 * for a laptop and redrawn by the app, which is its own case (visitor-sees-pages-before-their-scripts.spec.ts).
 */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
export const PHONE = { viewport: PHONE_VIEWPORT, userAgent: PHONE_USER_AGENT } as const;
