import type { TourRow } from './state.js';

/** The two languages a caller reads the shop in, and a tour is written in. */
export type TextLanguage = 'en' | 'zh';

const HAN = /\p{Script=Han}/u;

/**
 * The language a tour is written in: a guide writes a tour's name and texts in one language (seed/catalog.ts), so a
 * name with a Han character is a Chinese tour. Read from the name, what a visitor sees, so an imported world's tours
 * are judged as the seeded ones.
 */
export const tourLanguage = (tour: Pick<TourRow, 'name'>): TextLanguage => textLanguage(tour.name);

/** The language a text is written in, by the same reading: Chinese when it holds a Han character. */
export const textLanguage = (text: string): TextLanguage => (HAN.test(text) ? 'zh' : 'en');
