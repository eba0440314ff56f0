import type { Rng } from './hash.js';
import { disc, type Frame, path, svgDocument } from './svg.js';

const SKIN = ['#f6d7c3', '#eec1a0', '#d9a27e', '#b97b56', '#8d5a3b', '#5f3b26'];
const HAIR = ['#1f1a17', '#3b2a20', '#6b4a2f', '#a8733f', '#d8b36a', '#8c8c8c', '#b6462f'];
const SHIRT = ['#3a7bd5', '#e0603f', '#2f9e8f', '#7b5cc4', '#f2b63d', '#3d4a5c', '#d94f7a'];
const BACK = ['#dbe9f6', '#f6e3d5', '#e2f1e4', '#efe4f6', '#f8efd0', '#e4e9ee'];

const FRAME: Frame = { w: 200, h: 200 };

/** Hair drawn behind and over the head; one of a few cuts. */
const HAIR_BACK = ['', 'M58 92q0-56 42-56t42 56v50h-84Z', '', 'M62 84q0-48 38-48t38 48v8h-76Z', ''];
const HAIR_TOP = [
  'M63 86q2-44 37-44t37 44q-12-22-37-22t-37 22Z',
  'M62 88q0-48 38-48t38 48q-14-20-38-20t-38 20Z',
  'M70 70q-4-30 30-30t30 30q-20-10-30-10t-30 10ZM100 20a15 15 0 1 0 0.1 0Z',
  'M62 84q-6-44 38-44t38 44l-10-12-10 8-10-10-8 10-10-10-10 10Z',
  '',
];

/** A face from the seed number: skin tone, hair colour and cut, shirt and background vary independently. */
export function avatarSvg(rng: Rng): string {
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const cut = rng.int(0, HAIR_TOP.length - 1);
  const glasses = rng.chance(0.2);
  const eyes = disc(86, 96, 4) + disc(114, 96, 4);
  let body = `<rect width="200" height="200" fill="${rng.pick(BACK)}"/>`;
  body += path(HAIR_BACK[cut] ?? '', hair);
  body += path('M40 200q0-50 60-52t60 52Z', rng.pick(SHIRT));
  body += path('M88 128h24v24q-12 8-24 0Z', skin);
  body += `<ellipse cx="100" cy="96" rx="36" ry="42" fill="${skin}"/>`;
  body += path(HAIR_TOP[cut] ?? '', hair);
  body += path(eyes, '#2a211c');
  body += `<path d="M88 116q12 10 24 0" fill="none" stroke="#8a3b2e" stroke-width="3" stroke-linecap="round"/>`;
  if (glasses)
    body += `<path d="M72 96h56M78 96a8 8 0 1 0 16 0a8 8 0 1 0-16 0M106 96a8 8 0 1 0 16 0a8 8 0 1 0-16 0" fill="none" stroke="#2a211c" stroke-width="2.5"/>`;
  return svgDocument(FRAME, '', body);
}
