import type { Rng } from '../rng.js';
import { REVIEW_PHRASES, type Tone } from './review-phrases.js';
import type { CopyLanguage } from './types.js';

export interface ReviewFacts {
  guide: string;
  place: string;
  food: string;
  city: string;
  /** Tastings are part of the tour, so the review may talk about the food. */
  food_tour: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A traveller's review from phrase tables: an opener and a closer in the tone of the overall score, a line
 * about the guide in the tone of the guide score, and one or two of food, pace and meeting point.
 */
export function composeReview(rng: Rng, lang: CopyLanguage, tone: Tone, guideTone: Tone, facts: ReviewFacts): string {
  const p = REVIEW_PHRASES[lang];
  const topics = [...(facts.food_tour ? [p.food] : []), p.pace, p.meeting];
  const first = rng.pick(topics);
  const second = rng.chance(0.4) ? rng.pick(topics.filter((t) => t !== first)) : undefined;
  const sentences = [
    rng.pick(p.openers[tone]),
    rng.pick(p.guide[guideTone]),
    rng.pick(first[tone]),
    ...(second ? [rng.pick(second[tone])] : []),
    rng.pick(p.closers[tone]),
  ].map((sentence) =>
    sentence
      .replaceAll('{guide}', facts.guide)
      .replaceAll('{place}', facts.place)
      .replaceAll('{food}', facts.food)
      .replaceAll('{city}', facts.city),
  );
  return `<p>${(lang === 'en' ? sentences.map(capitalise) : sentences).join(lang === 'en' ? ' ' : '')}</p>`;
}
