import { dayAvailability } from '../availability.js';
import { favouriteSet, requireTour, tourDetail } from '../catalog.js';
import { badRequest } from '../errors.js';
import { currencyOf } from '../pricing.js';
import { searchTours } from '../search.js';
import { dateOfDayNumber, lenientDayNumber } from '../time.js';
import type { Handlers } from '../types.js';

/** Two months: the calendar asks one month at a time (1st to 31st), so this leaves room. */
const MAX_AVAILABILITY_DAYS = 62;

export const productHandlers = {
  'product.search': (input, ctx) => searchTours(input, ctx),

  'product.detail': (input, ctx) => {
    const tour = requireTour(ctx.state, input.id);
    const currency = currencyOf(ctx.state, input.currencyId);
    return tourDetail(ctx.state, tour, currency, favouriteSet(ctx.state, ctx.userId).has(tour.id));
  },

  'product.appointment': (input, ctx) => {
    const tour = requireTour(ctx.state, input.id);
    const start = lenientDayNumber(input.startDate);
    const end = lenientDayNumber(input.endDate);
    if (Number.isNaN(start)) throw badRequest('field.realDate', { field: 'startDate' });
    if (Number.isNaN(end)) throw badRequest('field.realDate', { field: 'endDate' });
    if (end < start) throw badRequest('field.notBeforeStart', { field: 'endDate' });
    if (end - start + 1 > MAX_AVAILABILITY_DAYS) throw badRequest('field.days', { days: MAX_AVAILABILITY_DAYS, field: 'endDate' });
    return Array.from({ length: end - start + 1 }, (_, n) => ({
      date: dateOfDayNumber(start + n),
      ...dayAvailability(tour, start + n, ctx.now),
    }));
  },
} satisfies Partial<Handlers>;
