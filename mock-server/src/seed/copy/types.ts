/** How long a tour is, which decides its itinerary's shape, its meeting and what it includes. */
export type DurationClass = 'short' | 'half' | 'full' | 'overnight' | 'twoNight';
export type CopyLanguage = 'en' | 'zh';

/**
 * The phrases of one tour category in one language. Strings may hold the placeholders of
 * domain/tour-copy.ts ({city}, {s1}, {food1}, {market}, ... or {zh:city}, ...); `{stop}` in stopActions is
 * replaced by the stop's own placeholder when the itinerary is built.
 */
export interface CategoryPhrases {
  /** Tour name endings per length; the city name leads ("Beijing Hutong Walk", "北京胡同漫步"). */
  names: Partial<Record<DurationClass, readonly string[]>>;
  /** One introduction per variant. */
  intros: readonly string[];
  /** Five or more bullets; a variant shows three to five of them. */
  highlights: readonly string[];
  /** Paragraphs; a variant shows two or three of them. */
  details: readonly string[];
  includes: readonly string[];
  excludes: readonly string[];
  /** What happens at a stop in town. */
  stopActions: readonly string[];
  /** Day trips and overnight tours: what happens at the destination ({trip}). */
  tripActions: readonly string[];
  /** Where a long tour of this category goes: out of town ({trip}) or around the city's own sights. */
  outOfTown: boolean;
  /** Extra limitation line for this kind of tour. */
  limitation: string;
}
