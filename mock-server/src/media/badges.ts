import type { Rng } from './hash.js';
import { box, disc, type Frame, path, svgDocument, vGradient } from './svg.js';

const APP_FRAME: Frame = { w: 270, h: 80 };
const CARD_FRAME: Frame = { w: 160, h: 100 };
const CARD_COLOURS = [
  ['#1b4f9c', '#2f7fd8'],
  ['#23272f', '#4a5160'],
  ['#8a2c3c', '#d0504a'],
  ['#1f6f5c', '#38a386'],
] as const;

/** The seed's app links in order (seed/articles.ts): the App Store's, then Google Play's. */
const STORES = [
  { mark: 'M74 54q-14-14 0-28q14 14 0 28ZM82 20q4-6 10-6q-2 8-10 6Z', line: 'Download on the', name: 'App Store' },
  { mark: 'M70 26l22 14-22 14Z', line: 'GET IT ON', name: 'Google Play' },
] as const;

/**
 * A store badge as a real backend's would be, words included: a dark pill, a phone, the store's mark as a shape and
 * its two lines. The words are this file's own, never taken from the address.
 */
export function appBadgeSvg(n: number): string {
  const store = STORES[(n - 1) % STORES.length] ?? STORES[0];
  let body = '<rect x="1" y="1" width="268" height="78" rx="14" fill="#111" stroke="#8a8a8a" stroke-width="2"/>';
  body += '<rect x="20" y="14" width="30" height="52" rx="6" fill="none" stroke="#fff" stroke-width="3"/>';
  body += path(disc(35, 59, 2.5) + store.mark, '#fff');
  body += `<text x="108" y="34" fill="#ddd" font-family="system-ui, sans-serif" font-size="13">${store.line}</text>`;
  body += `<text x="108" y="60" fill="#fff" font-family="system-ui, sans-serif" font-size="21" font-weight="600">${store.name}</text>`;
  return svgDocument(APP_FRAME, '', body);
}

/** A bank card's face: colour, chip and a pair of rings, by the card type in the path. */
export function cardSvg(rng: Rng): string {
  const colours = rng.pick(CARD_COLOURS);
  let body = '<rect width="160" height="100" rx="10" fill="url(#card)"/>';
  body += '<rect x="16" y="34" width="26" height="20" rx="4" fill="#e6c36a"/>';
  body += `<circle cx="118" cy="76" r="12" fill="#e85d4a" opacity=".9"/><circle cx="134" cy="76" r="12" fill="#f2b63d" opacity=".9"/>`;
  body += path(box(16, 66, 70, 5), '#fff', ' opacity=".6"');
  return svgDocument(CARD_FRAME, vGradient('card', colours), body);
}
