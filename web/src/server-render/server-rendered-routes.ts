import { matchRoutes } from 'react-router';
import { paths } from '../lib/paths';

/**
 * The screens a server draws before the scripts run: the public pages a traveller lands on from a search engine or a
 * shared link, whose first render depends only on the address, the language and the currency. Not the forms (login,
 * register, the merchant application: typing into a page that is about to be drawn over would be lost), not checkout
 * (its booking draft lives in the tab's session storage, which no request carries), not the account screens.
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

export const isServerRendered = (pathname: string): boolean => (matchRoutes(serverRendered, pathname)?.length ?? 0) > 0;
