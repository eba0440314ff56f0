import { favouriteSet, findTour, requireTour, tourCard } from '../catalog.js';
import { nextId } from '../ids.js';
import { currencyOf } from '../pricing.js';
import { requireUser } from '../sessions.js';
import { formatDateTime } from '../time.js';
import type { Handlers } from '../types.js';

/** Create and cancel are idempotent: a double click is not an error (mock-server/README.md, "How the seeded shop behaves"). */
export const favoriteHandlers = {
  'member.favorite.create': (input, ctx) => {
    const { state } = ctx;
    const user = requireUser(state, ctx.userId);
    requireTour(state, input.spuId);
    if (!state.favorites.some((f) => f.userId === user.id && f.spuId === input.spuId)) {
      state.favorites.push({ id: nextId(state, 'favorite'), userId: user.id, spuId: input.spuId, createTime: formatDateTime(ctx.now) });
    }
    return null;
  },

  'member.favorite.cancel': (input, ctx) => {
    const user = requireUser(ctx.state, ctx.userId);
    ctx.state.favorites = ctx.state.favorites.filter((f) => !(f.userId === user.id && f.spuId === input.spuId));
    return null;
  },

  /** Newest first, priced in the caller's saved currency. */
  'member.favorite.list': (input, ctx) => {
    const { state } = ctx;
    const user = requireUser(state, ctx.userId);
    const currency = currencyOf(state, user.currencyId);
    const mine = state.favorites.filter((f) => f.userId === user.id).sort((a, b) => b.id - a.id);
    const start = (input.pageNo - 1) * input.pageSize;
    const collected = favouriteSet(state, user.id);
    const list = mine.slice(start, start + input.pageSize).flatMap((f) => {
      const tour = findTour(state, f.spuId);
      return tour ? [{ ...tourCard(state, tour, currency, collected.has(tour.id)), spuId: tour.id }] : [];
    });
    return { list, total: mine.length };
  },
} satisfies Partial<Handlers>;
