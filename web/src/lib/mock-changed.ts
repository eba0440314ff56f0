/**
 * The window event the mock's tools (dev and the browser preview only) send after they changed the world
 * behind the shop's back (clock, order moves, faults): the app refetches what it shows (app/provider.tsx).
 */
export const MOCK_CHANGED_EVENT = 'tours:mock-changed';
