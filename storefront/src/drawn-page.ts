import { PrecompressedText } from './precompressed-text.js';

/** One drawn page and its bodies (precompressed-text.ts), with the status it is sent with. */
export class DrawnPage extends PrecompressedText {
  constructor(
    readonly html: string,
    readonly status: 200 | 404 = 200,
  ) {
    super(html);
  }
}
