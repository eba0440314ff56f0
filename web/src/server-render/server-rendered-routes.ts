import { matchRoutes } from 'react-router';
import { paths } from '../lib/paths';

/**
 * The screens a server draws before the scripts run: the public pages a traveller lands on from a search engine or a
 * shared link, whose first render depends only on the address, the language and the currency. Not the forms (login,
 * register, the merchant application: typing into a page that is about to be drawn over would be lost), not the
 * account screens. Checkout only for a browser without a booking draft (its "nothing to check out"): the draft lives in
 * the tab's session storage, which no request carries, and its form is one to type into.
 */
const serverRendered = [
  paths.home,
  paths.productList,
  paths.productInfo,
  paths.product,
  paths.blog,
  paths.blogInfo,
  paths.article,
  paths.aboutUs,
  paths.guide,
].map(({ path }) => ({ path }));

const matches = (routes: { path: string }[], pathname: string) => (matchRoutes(routes, pathname)?.length ?? 0) > 0;

const everyScreen = Object.values(paths).map(({ path }) => ({ path }));

/** An address no screen of the shop owns: the not-found page, answered with HTTP 404. */
export const isUnknownAddress = (pathname: string): boolean => !matches(everyScreen, pathname);

/**
 * `bookingDraft`: whether the browser holds one (lib/booking-draft-cookie.ts). An unknown address is drawn too: its
 * not-found page depends on nothing but the language, and a crawler must read it as one.
 */
export const isServerRendered = (pathname: string, { bookingDraft }: { bookingDraft: boolean }): boolean =>
  matches(serverRendered, pathname) || (!bookingDraft && matches([{ path: paths.checkout.path }], pathname)) || isUnknownAddress(pathname);
