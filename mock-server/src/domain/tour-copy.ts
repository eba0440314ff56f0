import { type Bilingual, type CityPlaces, placesOf } from './city-places.js';
import type { CityRow, State, TourRow, TourText } from './state.js';

/**
 * Tour texts are shared templates (State.tourTexts, one per category x language x length x variant) with
 * placeholders this module fills from the tour row and its city's places. Every reader of a tour text (cards,
 * the detail, the search index, My Reviews) goes through here, so what a search matches is what a page shows.
 *
 * Placeholders: {key} in English, {zh:key} in Chinese. Keys: city, s1..s8 (stops), food1..food3, market, museum,
 * pier, trip, meet, hours, group, departures; times start, end, at:F (start + F x duration), plus:H (start + H
 * hours), endMinus:H, pickup (30 minutes before the start). A text without placeholders comes back as it is.
 */
const PLACEHOLDER = /\{(zh:)?([a-zA-Z]+\d?)(?::(\d+(?:\.\d+)?))?\}/g;

interface Facts {
  tour: TourRow;
  city: CityRow | undefined;
  places: CityPlaces;
  /** routeOffsetOf(tour.id). */
  offset: number;
}

/** Rotates the city's stops and day trips so two tours of one city do not take the same route (s1 is stops[offset]). */
export const routeOffsetOf = (tourId: number) => tourId % 97;

const minutesOf = (time: string) => {
  const [h = '9', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

/** 'HH:mm' of a minute count, on a quarter hour, wrapped to the day (multi-day itineraries carry their day). */
const clock = (minutes: number) => {
  const quarter = Math.round(minutes / 15) * 15;
  const inDay = ((quarter % 1440) + 1440) % 1440;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
};

const hoursText = (hours: number, zh: boolean) => (zh ? `${hours}小时` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`);

function departures(tour: TourRow, zh: boolean): string {
  const [first, ...later] = tour.times;
  if (!first || later.length === 0) return '';
  return zh
    ? `（以上为${first}场的时间；${later.join('、')}场路线相同，时间相应顺延。）`
    : ` (Times shown for the ${first} departure; the ${later.join(' and ')} departure follows the same route later in the day.)`;
}

function resolve(facts: Facts, zh: boolean, key: string, arg: string | undefined): string | undefined {
  const { tour, city, offset, places } = facts;
  const say = (pair: Bilingual | undefined) => (pair ? pair[zh ? 1 : 0] : undefined);
  const start = minutesOf(tour.times[0] ?? '09:00');
  const numeric = arg === undefined ? 0 : Number(arg);
  const indexed = (list: readonly Bilingual[], n: number) => say(list[(offset + n) % list.length]);
  switch (key) {
    case 'city':
      return zh ? city?.chineseName : city?.englishName;
    case 'market':
      return say(places.market);
    case 'museum':
      return say(places.museum);
    case 'pier':
      return say(places.pier);
    case 'trip':
      return indexed(places.excursions, 0);
    case 'meet':
      return indexed(places.meetingPoints, 0);
    case 'hours':
      return hoursText(tour.duration, zh);
    case 'group':
      return String(tour.teamLimit);
    case 'departures':
      return departures(tour, zh);
    case 'start':
      return clock(start);
    case 'end':
      return clock(start + tour.duration * 60);
    case 'at':
      return clock(start + numeric * tour.duration * 60);
    case 'plus':
      return clock(start + numeric * 60);
    case 'endMinus':
      return clock(start + (tour.duration - numeric) * 60);
    case 'pickup':
      return clock(start - 30);
    default: {
      const stop = /^s(\d)$/.exec(key);
      if (stop) return indexed(places.stops, Number(stop[1]) - 1);
      const food = /^food(\d)$/.exec(key);
      if (food) return indexed(places.dishes, Number(food[1]) - 1);
      return undefined;
    }
  }
}

function factsOf(state: State, tour: TourRow): Facts {
  const city = state.cities.find((c) => c.id === tour.cityId);
  return { tour, city, places: placesOf(city?.englishName), offset: routeOffsetOf(tour.id) };
}

/** Text, then placeholder, alternating; a template is split once, as the search index fills 100,000 of them. */
type Part = string | { whole: string; zh: boolean; key: string; arg: string | undefined };
const compiled = new Map<string, Part[]>();

function partsOf(template: string): Part[] {
  const known = compiled.get(template);
  if (known) return known;
  const parts: Part[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index));
    parts.push({ whole: match[0], zh: match[1] !== undefined, key: match[2] ?? '', arg: match[3] });
    last = match.index + match[0].length;
  }
  parts.push(template.slice(last));
  // The templates are the seed's few hundred texts; an imported state with more still caps the cache.
  if (compiled.size < 5000) compiled.set(template, parts);
  return parts;
}

/** One template filled for one tour; an unknown placeholder stays as written, so a typo shows rather than vanishes. */
function fill(template: string, facts: Facts): string {
  if (!template.includes('{')) return template;
  let text = '';
  for (const part of partsOf(template))
    text += typeof part === 'string' ? part : (resolve(facts, part.zh, part.key, part.arg) ?? part.whole);
  return text;
}

/** The tour's introduction, as cards and the search index show it. */
export function tourIntroduction(state: State, tour: TourRow): string {
  const template = state.tourTexts[tour.textId]?.introduction ?? '';
  return fill(template, factsOf(state, tour));
}

/** Every long text of a tour, filled; empty strings for a textId the state lacks. */
export function tourCopy(state: State, tour: TourRow): TourText {
  const text = state.tourTexts[tour.textId];
  const facts = factsOf(state, tour);
  const get = (field: keyof TourText) => fill(text?.[field] ?? '', facts);
  return {
    introduction: get('introduction'),
    cancellationPolicy: get('cancellationPolicy'),
    billPurchase: get('billPurchase'),
    itineraryDescription: get('itineraryDescription'),
    highlightDescription: get('highlightDescription'),
    detailDescription: get('detailDescription'),
    travelContent: get('travelContent'),
    limitationDescription: get('limitationDescription'),
    meetingTypeName: get('meetingTypeName'),
    meetingPointDescription: get('meetingPointDescription'),
  };
}
