import type { TourText } from '../../domain/state.js';
import { FRAMES, isLong } from './frames.js';
import { itineraryTemplate } from './itinerary.js';
import { PHRASES_EN } from './phrases-en.js';
import { PHRASES_ZH } from './phrases-zh.js';
import type { CategoryPhrases, CopyLanguage, DurationClass } from './types.js';

/** Variants per category, language and length: with the city's rotating stops, enough that neighbours differ. */
export const TEXT_VARIANTS = 3;
const CLASSES: readonly DurationClass[] = ['short', 'half', 'full', 'overnight', 'twoNight'];

export const phrasesOf = (lang: CopyLanguage, categoryId: number): CategoryPhrases | undefined =>
  (lang === 'zh' ? PHRASES_ZH : PHRASES_EN)[categoryId - 1];

const list = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
const paragraphs = (items: readonly string[]) => items.map((item) => `<p>${item}</p>`).join('');
const rotate = <T>(items: readonly T[], from: number, count: number): T[] =>
  Array.from({ length: Math.min(count, items.length) }, (_, n) => items[(from + n) % items.length]).filter((x) => x !== undefined);

function template(categoryId: number, phrases: CategoryPhrases, cls: DurationClass, lang: CopyLanguage, variant: number): TourText {
  const frame = FRAMES[lang];
  const long = isLong(cls);
  const multi = cls === 'overnight' || cls === 'twoNight';
  const pier = categoryId === 10;
  const intro =
    cls === 'overnight'
      ? frame.overnightIntros[variant]
      : cls === 'twoNight'
        ? frame.twoNightIntros[variant]
        : // A half-day in a country-side category stays in town, so it takes the intro that does not name a trip.
          phrases.intros[cls === 'half' && phrases.outOfTown ? phrases.intros.length - 1 : variant];
  const stays = cls === 'overnight' ? frame.overnightIncludes : cls === 'twoNight' ? frame.twoNightIncludes : [];
  // A long tour adds pick-up, transport and lunch, unless the category already names them (a picnic lunch).
  const named = (item: string) =>
    phrases.includes.includes(item) || (/lunch|午餐/i.test(item) && phrases.includes.some((i) => /lunch|午餐/i.test(i)));
  const includes = [...phrases.includes, ...(long ? frame.longIncludes.filter((i) => !named(i)) : []), ...stays];
  const excludes = [
    ...(long ? phrases.excludes.filter((e) => !frame.coveredByLong.test(e)) : phrases.excludes),
    ...(multi ? frame.multiExcludes : []),
  ];
  const details = [
    // Two or three paragraphs, kept in their written order (the practical one last).
    ...phrases.details.filter((_, n) => variant === 0 || n !== variant - 1),
    ...(long ? [frame.longDetail] : []),
    ...(multi ? [frame.overnightDetail] : []),
  ];
  return {
    introduction: intro ?? '',
    cancellationPolicy: frame.cancellation[multi ? 'multi' : long ? 'full' : 'short'],
    billPurchase: frame.billPurchase,
    itineraryDescription: itineraryTemplate(categoryId, phrases, cls, frame, lang, variant),
    highlightDescription: list(rotate(phrases.highlights, variant, 3 + variant)),
    detailDescription: paragraphs(details),
    travelContent: `<h3>${frame.includesTitle}</h3>${list(includes)}<h3>${frame.excludesTitle}</h3>${list(excludes)}`,
    limitationDescription: [phrases.limitation, multi ? frame.multiLimitation : frame.generalLimitation]
      // A family tour already says children come with an adult.
      .filter((_line, n) => n === 0 || !/accompanied|陪同/.test(phrases.limitation))
      .join(lang === 'zh' ? '' : ' '),
    meetingTypeName: long ? frame.meetingType.pickup : pier ? frame.meetingType.pier : frame.meetingType.walk,
    meetingPointDescription: long ? frame.meetingPoint.pickup : pier ? frame.meetingPoint.pier : frame.meetingPoint.walk,
  };
}

export interface TourTextTable {
  texts: TourText[];
  /** The text of a category, language, length and variant; undefined when that category has no such length. */
  idOf: (categoryId: number, lang: CopyLanguage, cls: DurationClass, variant: number) => number | undefined;
}

/**
 * The shared tour texts: one template per category x language x length (only the lengths a category offers)
 * x variant, about 150 in all, whatever the catalogue's size. Tours point at one by textId.
 */
export function buildTourTexts(categoryCount: number): TourTextTable {
  const texts: TourText[] = [];
  // A dense array keyed by numbers: idOf runs once per tour, 100,000 times at the largest scale.
  const ids: (number | undefined)[] = [];
  const key = (categoryId: number, lang: CopyLanguage, cls: DurationClass, variant: number) =>
    ((categoryId * 2 + (lang === 'zh' ? 1 : 0)) * CLASSES.length + CLASSES.indexOf(cls)) * TEXT_VARIANTS + variant;
  for (let categoryId = 1; categoryId <= categoryCount; categoryId += 1) {
    for (const lang of ['en', 'zh'] as const) {
      const phrases = phrasesOf(lang, categoryId);
      if (!phrases) continue;
      for (const cls of CLASSES) {
        if (!phrases.names[cls]) continue;
        for (let variant = 0; variant < TEXT_VARIANTS; variant += 1) {
          ids[key(categoryId, lang, cls, variant)] = texts.length;
          texts.push(template(categoryId, phrases, cls, lang, variant));
        }
      }
    }
  }
  return { texts, idOf: (categoryId, lang, cls, variant) => ids[key(categoryId, lang, cls, variant)] };
}
