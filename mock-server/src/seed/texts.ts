import type { Faker } from '@faker-js/faker';
import type { TourText } from '../domain/state.js';

/**
 * Markup a careless client would execute. Seeded into a few HTML texts (docs/decisions.md lists
 * which) so the web app's sanitizing is exercised by every demo.
 */
export const HOSTILE_HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

const INTRO_OPENERS = [
  'Discover the stories behind',
  'Walk with a local guide through',
  'Taste your way across',
  'See the best of',
  'Slow down and explore',
  'Get under the skin of',
];
const INTRO_SUBJECTS = [
  'old lanes and hidden courtyards',
  'markets, street food and tea houses',
  'temples, gardens and city walls',
  'riverside views at golden hour',
  'museums and the stories they keep',
  'neighbourhoods most visitors never find',
];
const MEETING_TYPES = ['Meet at a meeting point', 'Hotel pick-up', 'Meet at the ticket office', 'Pick-up at the station'];

/** Forty shared long texts: a 100,000-tour catalogue reuses them instead of holding 100,000 copies. */
export function buildTourTexts(faker: Faker, count = 40): TourText[] {
  return Array.from({ length: count }, (_, i) => {
    const opener = INTRO_OPENERS[i % INTRO_OPENERS.length] ?? '';
    const subject = INTRO_SUBJECTS[Math.floor(i / INTRO_OPENERS.length) % INTRO_SUBJECTS.length] ?? '';
    const stops = faker.helpers.multiple(() => faker.location.street(), { count: 4 });
    return {
      introduction: `${opener} ${subject}, in a small group with a licensed guide.`,
      cancellationPolicy:
        i % 3 === 0
          ? 'Free cancellation up to 24 hours before the start. No refund within 24 hours.'
          : 'Free cancellation up to 48 hours before the start; 50% refund up to 24 hours before.',
      billPurchase: 'Tickets are confirmed at once. Show the booking on your phone; no printing needed.',
      itineraryDescription: stops.map((stop, n) => `<p><b>Stop ${n + 1}:</b> ${stop}</p>`).join(''),
      highlightDescription: `<ul>${faker.helpers
        .multiple(() => `<li>${faker.lorem.sentence({ min: 4, max: 8 })}</li>`, { count: 3 })
        .join('')}</ul>`,
      detailDescription: faker.helpers.multiple(() => `<p>${faker.lorem.paragraph(4)}</p>`, { count: 3 }).join(''),
      travelContent: '<ul><li>Licensed local guide</li><li>Entrance fees</li><li>Bottled water</li></ul>',
      limitationDescription: 'Not suitable for wheelchair users. Children under 6 must be accompanied by an adult.',
      meetingTypeName: MEETING_TYPES[i % MEETING_TYPES.length] ?? 'Meet at a meeting point',
      meetingPointDescription: `In front of ${faker.location.street()} ${faker.location.buildingNumber()}; look for the guide's yellow flag.`,
    };
  });
}

/** Tour name patterns per category (same order as the categories); the city name leads. */
export const TOUR_NAME_PATTERNS: readonly (readonly string[])[] = [
  ['Old Town Walking Tour', 'Hidden Alleys Walk', 'Architecture Walk', 'Highlights on Foot'],
  ['Street Food Tour', 'Night Market Tasting', 'Cooking Class and Market Visit', 'Tea Tasting Experience'],
  ['History and Heritage Tour', 'Temples and Palaces Tour', 'Ancient Walls Tour', 'Dynasty Stories Walk'],
  ['Mountain Hike', 'Countryside Cycling Trip', 'Gardens and Lakes Walk', 'Sunrise Hike'],
  ['Day Trip to the Countryside', 'Full-Day Highlights Trip', 'Private Day Tour', 'Two-Day Getaway'],
  ['Night Lights Tour', 'Evening River Walk', 'Night Photography Walk', 'After-Dark Stories Tour'],
  ['Museum Highlights Tour', 'Art District Walk', 'Gallery Hopping Tour', 'Craft Workshop'],
  ['Photo Walk', 'Golden Hour Photo Tour', 'Instagram Spots Tour', 'Portrait Session Walk'],
  ['Family Adventure', 'Kids Discovery Tour', 'Family Treasure Hunt', 'Zoo and Park Day'],
  ['River Cruise', 'Sunset Boat Tour', 'Harbour Cruise', 'Bamboo Raft Trip'],
];
