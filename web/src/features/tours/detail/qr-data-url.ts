import { SHARE_QR_LEVEL } from '@tours/contract/constants';

/**
 * A QR code of `text` at the shop's error-correction level (spec §9: L, the smallest code for a URL),
 * as an SVG data URL an `<img>` can show. The encoder is imported here, on demand, so it is a chunk of its
 * own that loads only when a person opens the QR share, never with the tour page.
 */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const encoder = await import('qrcode');
  const svg = await encoder.toString(text, {
    type: 'svg',
    errorCorrectionLevel: SHARE_QR_LEVEL,
    margin: 2,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
