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

/**
 * A store badge without its words (the footer's alt carries them): a dark pill, a phone, and the
 * store's mark as a shape (odd numbers a play triangle, even ones a leaf), two pale bars for the lines.
 */
export function appBadgeSvg(n: number): string {
  const mark = n % 2 === 1 ? 'M70 26l22 14-22 14Z' : 'M74 54q-14-14 0-28q14 14 0 28ZM82 20q4-6 10-6q-2 8-10 6Z';
  let body = '<rect x="1" y="1" width="268" height="78" rx="14" fill="#111" stroke="#8a8a8a" stroke-width="2"/>';
  body += '<rect x="20" y="14" width="30" height="52" rx="6" fill="none" stroke="#fff" stroke-width="3"/>';
  body += path(disc(35, 59, 2.5) + mark, '#fff');
  body += path(box(112, 24, 90, 8), '#bbb');
  body += path(box(112, 42, 130, 14), '#fff');
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
