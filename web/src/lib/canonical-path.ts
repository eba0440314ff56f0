import { matchRoutes } from 'react-router';
import { paths } from './paths';

/**
 * The one spelling of each page's path. React Router matches a route whatever the case of its path, and the app reads
 * an id with Number(), so `/PRODUCTINFO/03`, `/productInfo/3/` and `/productInfo/%33` all show the page of
 * `/productInfo/3`: one page that a CDN would keep under as many keys, and a search engine count as as many pages. The
 * page names this spelling as its canonical address (site-address.ts), and a server sends every other one to it
 * (server-render/drawn-visit.ts), so both always agree.
 */
const SCREENS = Object.values(paths).map(({ path }) => ({ path }));

/** `/product/:id` is `/productInfo/:id` under another spelling (spec §2): one page, spelled as the latter. */
const SPELLED_AS: Readonly<Record<string, string>> = { [paths.product.path]: paths.productInfo.path };

/** Every parameter called `id`, in a route's path or its query, is a number: the app reads each with Number(). */
const ID_PARAMETER = 'id';

/**
 * An id written the one way the app writes it: a whole number in digits, without leading zeros or a sign (`03`, `3.0`,
 * ` 3`, `0x3` and `3e0` are all read as 3); null for text the app reads as no id at all, which stays as it is.
 */
export function canonicalId(text: string): string | null {
  const id = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(id) && id >= 0 ? String(id) : null;
}

/** True for a query parameter that holds a number id, on whichever page. */
export const isIdParameter = (name: string): boolean => name === ID_PARAMETER;

/** The path's parts, decoded; null for a bad escape or a `.` or `..` part, which a browser would not keep as written. */
function decodedSegments(pathname: string): string[] | null {
  try {
    const segments = pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
    return segments.some((segment) => segment === '.' || segment === '..') ? null : segments;
  } catch {
    return null;
  }
}

/**
 * The one spelling of a path a screen owns: each part of the route as the route table spells it, each id as
 * canonicalId writes it, each other part decoded and encoded again, no empty part or trailing slash; the tour's second
 * spelling as its first. Null for a path no screen owns (the not-found page is nobody's address) or that
 * decodedSegments cannot read.
 */
export function canonicalPathOf(pathname: string): string | null {
  const segments = decodedSegments(pathname);
  if (segments === null) return null;
  const normal = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
  const pattern = matchRoutes(SCREENS, normal)?.[0]?.route.path;
  if (pattern === undefined) return null;
  const patternSegments = (SPELLED_AS[pattern] ?? pattern).split('/').filter((segment) => segment !== '');
  const spelled = segments.map((segment, index) => {
    const part = patternSegments[index] ?? '';
    if (!part.startsWith(':')) return part;
    const canonical = part.replace(/\?$/, '') === `:${ID_PARAMETER}` ? canonicalId(segment) : null;
    return encodeURIComponent(canonical ?? segment);
  });
  return `/${spelled.join('/')}`;
}
