/**
 * The window event the mock toolbar (dev and the browser preview only) sends after it changed the world
 * behind the shop's back (clock, order moves, faults): the app refetches what it shows (app/provider.tsx).
 */
export const MOCK_CHANGED_EVENT = 'tours:mock-changed';
