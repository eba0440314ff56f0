import { shiftDays } from '@tours/mock-server/browser';
import type { State } from '@tours/mock-server/domain';
import { dayNumber, todayNumber } from '@tours/mock-server/time';

/** The world preview/vite.config.ts seeded at build time, as data: the state and the (UTC) day it was seeded for. */
export interface BuiltWorld {
  seededFor: string;
  state: State;
}

/**
 * Today's world, made from the one the build seeded with every date moved by the days since: what seeding it today
 * would give (mock-server/src/world/shift-days.test.ts), without the seed generator and faker in the browser. The file
 * is this build's own, so it is read as it is, unchecked.
 */
export function todaysBuiltWorld(url: URL): (now: Date) => Promise<State> {
  return async (now) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the preview's world file ${url.pathname} answered ${response.status}`);
    const built = (await response.json()) as BuiltWorld;
    return shiftDays(built.state, todayNumber(now) - dayNumber(built.seededFor));
  };
}
