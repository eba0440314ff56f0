import { type Bilingual, placesOf } from '../domain/city-places.js';
import type { CityRow, TourRow } from '../domain/state.js';
import { routeOffsetOf } from '../domain/tour-copy.js';
import { durationClassOf } from './copy/durations.js';
import { phrasesOf } from './copy/tour-templates.js';
import type { CopyLanguage, DurationClass } from './copy/types.js';

export interface TourNaming {
  cities: readonly CityRow[];
  merchantLanguages: ReadonlyMap<number, CopyLanguage>;
}

/**
 * Gives every tour a name no other tour has: two tours with one name side by side on the home page read as a listing
 * error, and a visitor cannot tell them apart. The first tour keeps its drawn name. A later one takes, in this order:
 * an ending of its own pool that no tour drew (same category, length and language, so it still fits the tour's text,
 * and no later tour needs it); its drawn name with the first place its route names ("Guilin Night Lights Tour:
 * Elephant Trunk Hill"); any free ending of its pool; a number. Runs after the draws and draws nothing, so every
 * other seeded value stays as it was.
 */
export function renameDuplicateTours(tours: readonly TourRow[], { cities, merchantLanguages }: TourNaming): void {
  const cityById = new Map(cities.map((city) => [city.id, city]));
  const drawn = new Set(tours.map((tour) => tour.name));
  const given = new Set<string>();
  const numbered = numberer(given);
  // A pool's names in a city, made once per city, language, category and length: a benchmark repeats them.
  const poolNames = new Map<string, readonly string[]>();
  const poolNamesOf = (tour: TourRow, city: CityRow | undefined, lang: CopyLanguage, cls: DurationClass) => {
    const key = `${tour.cityId}|${lang}|${tour.categoryId}|${cls}`;
    let names = poolNames.get(key);
    if (!names) {
      const endings = phrasesOf(lang, tour.categoryId)?.names[cls] ?? [];
      names = endings.map((ending) => (lang === 'zh' ? `${city?.chineseName}${ending}` : `${city?.englishName} ${ending}`));
      poolNames.set(key, names);
    }
    return names;
  };
  const newName = (tour: TourRow): string => {
    const city = cityById.get(tour.cityId);
    const lang = merchantLanguages.get(tour.merchantId) ?? 'en';
    const cls = durationClassOf(tour.duration);
    const others = poolNamesOf(tour, city, lang, cls);
    for (const name of others) if (!given.has(name) && !drawn.has(name)) return name;
    const place = firstPlace(tour, city, lang, cls);
    const withPlace = place === undefined ? undefined : lang === 'zh' ? `${tour.name}·${place}` : `${tour.name}: ${place}`;
    if (withPlace !== undefined && !given.has(withPlace)) return withPlace;
    for (const name of others) if (!given.has(name)) return name;
    return numbered(tour.name, lang);
  };
  for (const tour of tours) {
    if (given.has(tour.name)) tour.name = newName(tour);
    given.add(tour.name);
  }
}

/** Where the tour's text takes it first: the day trip's destination ({trip}) or its first stop in town ({s1}). */
function firstPlace(tour: TourRow, city: CityRow | undefined, lang: CopyLanguage, cls: DurationClass): string | undefined {
  const places = placesOf(city?.englishName);
  const outOfTown = cls !== 'short' && cls !== 'half' && phrasesOf(lang, tour.categoryId)?.outOfTown === true;
  const list: readonly Bilingual[] = outOfTown ? places.excursions : places.stops;
  const place = list[routeOffsetOf(tour.id) % list.length];
  if (!place) return undefined;
  const [english, chinese] = place;
  return lang === 'zh' ? chinese : english.charAt(0).toUpperCase() + english.slice(1);
}

/**
 * "Guilin Night Lights Tour 2", "桂林夜游灯光之旅（2）": the first number no tour has. Each name's next number is kept,
 * so a benchmark's 100,000 tours are named in one pass, not by counting up from 2 every time.
 */
function numberer(given: ReadonlySet<string>): (name: string, lang: CopyLanguage) => string {
  const next = new Map<string, number>();
  return (name, lang) => {
    for (let n = next.get(name) ?? 2; ; n += 1) {
      const candidate = lang === 'zh' ? `${name}（${n}）` : `${name} ${n}`;
      if (!given.has(candidate)) {
        next.set(name, n + 1);
        return candidate;
      }
    }
  };
}
