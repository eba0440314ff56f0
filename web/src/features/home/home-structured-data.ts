import { shopOrganization, type Thing } from '../../lib/structured-data/schema-org';

/** The placeholder a search engine fills with a person's words, in the SearchAction's address. */
const SEARCH_TERMS = '{search_term_string}';

/**
 * The site and its owner: what a search engine shows as the site's name, and its search box into the tour list (whose
 * `keyword` is the header search bar's). The placeholder stays as it is, braces and all, as schema.org reads it.
 */
export function homeStructuredData(origin: string, shopName: string, tourListPath: string): Thing[] {
  // `query-input` is Google's annotation of the action's address, not a schema.org property the types know.
  const search = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}${tourListPath}?keyword=${SEARCH_TERMS}` },
    'query-input': `required name=${SEARCH_TERMS.slice(1, -1)}`,
  } as const;
  return [
    {
      '@type': 'WebSite',
      name: shopName,
      url: `${origin}/`,
      potentialAction: search,
    },
    shopOrganization(shopName, origin),
  ];
}
