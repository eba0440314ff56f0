import type { z } from 'zod';
import type { language } from './rows/formats.js';
import type { TourRow } from './state.js';

/** The two languages a caller reads the shop in, a tour and a post are written in, and an email is sent in. */
export type TextLanguage = z.output<typeof language>;

const HAN = /\p{Script=Han}/u;

/** The language a text is written in: Chinese when it holds a Han character. */
export const textLanguage = (text: string): TextLanguage => (HAN.test(text) ? 'zh' : 'en');

/**
 * The language a tour is written in: a guide writes a tour's name and texts in one language (seed/catalog.ts), so a
 * name with a Han character is a Chinese tour. Read from the name, what a visitor sees, so an imported world's tours
 * are judged as the seeded ones.
 */
export const tourLanguage = (tour: Pick<TourRow, 'name'>): TextLanguage => textLanguage(tour.name);

/**
 * The language a request is answered and acted on in (the rows it is recommended, the code or account it starts): the
 * one its Accept-Language asked for, which the shop sends on every call in its interface language; English without one.
 */
export const languageOfRequest = (ctx: { language: TextLanguage | null }): TextLanguage => ctx.language ?? 'en';
