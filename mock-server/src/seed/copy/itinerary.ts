import type { Frame } from './frames.js';
import type { CategoryPhrases, CopyLanguage, DurationClass } from './types.js';

const CRUISE_CATEGORY = 10;

const line = (time: string, text: string) => `<p><b>${time}</b> ${text}</p>`;

/** A stop's action with its place: {stop} becomes the stop's own placeholder ({s2} or {zh:s2}). */
const atStop = (action: string, n: number, lang: CopyLanguage) => action.replaceAll('{stop}', lang === 'zh' ? `{zh:s${n}}` : `{s${n}}`);

/**
 * The itinerary template of one tour kind. Times are placeholders filled from the tour's own start and
 * duration, so the stops always fit the tour: {at:F} is F of the way through, {plus:H} H hours after the
 * start, {endMinus:H} H hours before the end. Multi-day tours use fixed evening and morning times, which fit
 * every start the seed gives them (24 and 48 hours after lunch, 36 hours early in the morning).
 */
export function itineraryTemplate(
  categoryId: number,
  phrases: CategoryPhrases,
  cls: DurationClass,
  frame: Frame,
  lang: CopyLanguage,
  variant: number,
): string {
  const t = (key: string) => (lang === 'zh' ? `{zh:${key}}` : `{${key}}`);
  const action = (list: readonly string[], n: number) => list[(n + variant) % list.length] ?? '';
  if (cls === 'short' || cls === 'half') {
    const stops = cls === 'short' ? 3 : 4;
    const pier = categoryId === CRUISE_CATEGORY;
    const lines = [line(t('start'), pier ? frame.meet.pier : frame.meet.walk)];
    for (let n = 1; n <= stops; n += 1) {
      const fraction = (n / (stops + 1)).toFixed(2);
      // Stop actions keep their order (a food walk's first tasting comes first), the places rotate per tour.
      lines.push(line(t(`at:${fraction}`), atStop(phrases.stopActions[(n - 1) % phrases.stopActions.length] ?? '', n, lang)));
    }
    lines.push(line(t('end'), pier ? frame.end.pier : frame.end.walk));
    return lines.join('');
  }
  const trip = phrases.outOfTown;
  const visit = (n: number) => (trip ? action(phrases.tripActions, n) : atStop(action(phrases.stopActions, n), n + 1, lang));
  if (cls === 'full') {
    return [
      line(t('pickup'), frame.pickup),
      line(t('start'), trip ? frame.depart : visit(0)),
      line(t('at:0.20'), visit(trip ? 0 : 1)),
      line(t('at:0.45'), frame.lunch),
      line(t('at:0.60'), visit(trip ? 1 : 2)),
      line(t('at:0.80'), trip ? frame.driveBack : visit(3)),
      line(t('end'), frame.dropOff),
    ].join('');
  }
  const dayOne = [
    `<h3>${frame.day(1)}</h3>`,
    line(t('pickup'), frame.pickup),
    line(t('start'), frame.depart),
    line(t('plus:3'), visit(0)),
    line('19:30', frame.firstNight),
  ];
  const lastDay = (n: number) => [
    `<h3>${frame.day(n)}</h3>`,
    line('07:30', `${frame.breakfast} ${visit(n)}`),
    line(t('endMinus:3'), frame.driveBack),
    line(t('end'), frame.dropOff),
  ];
  if (cls === 'overnight') return [...dayOne, ...lastDay(2)].join('');
  const dayTwo = [
    `<h3>${frame.day(2)}</h3>`,
    line('08:00', `${frame.breakfast} ${visit(1)}`),
    line('12:30', frame.lunch),
    line('14:00', visit(2)),
    line('19:30', frame.secondNight),
  ];
  return [...dayOne, ...dayTwo, ...lastDay(3)].join('');
}
