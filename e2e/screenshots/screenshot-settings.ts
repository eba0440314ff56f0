import { fileURLToPath } from 'node:url';

/** Where `npm run screenshots` writes: the committed docs/screenshots/ folder. */
export const SCREENSHOT_FOLDER = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

/** A laptop and a phone, named as the files name them. */
export const SCREEN_SIZES = [
  { name: '1280x800', viewport: { width: 1280, height: 800 } },
  { name: '390x844', viewport: { width: 390, height: 844 } },
] as const;

/** The window only, as JPEG: a committed folder of a few MB. */
export const JPEG_SHOT = { type: 'jpeg', quality: 80, animations: 'disabled', caret: 'hide' } as const;
