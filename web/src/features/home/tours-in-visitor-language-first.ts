import type { Language } from '../../lib/preferences';

/** A name with a Han character is written in Chinese; the seed and real merchants write a name in one language. */
const HAN = /\p{Script=Han}/u;

/**
 * The home's tours named in the visitor's language first, each group in the backend's order (its ranking of popular
 * and new). A backend sends each tour in the language its guide wrote it, and product.search has no language of text
 * to ask for: its languageIds filters by the guide's spoken language, which would hide tours rather than order them.
 * So the page orders what it was sent; a backend that translates its tours makes this a no-op.
 */
export function toursInVisitorLanguageFirst<Tour extends { name: string }>(tours: readonly Tour[], language: Language): Tour[] {
  const inVisitorLanguage = (tour: Tour) => HAN.test(tour.name) === (language === 'zh');
  return [...tours.filter(inVisitorLanguage), ...tours.filter((tour) => !inVisitorLanguage(tour))];
}
