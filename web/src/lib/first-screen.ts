import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { Language } from './preferences';

/** What a page's first screen depends on, as a server knows it before drawing: the address, the currency and the language. */
interface PageAddress {
  params: Params;
  searchParams: URLSearchParams;
  currencyId: number;
  language: Language;
}

/** One call a first screen draws, as its feature's query-option factory describes it: its key names the call and payload. */
interface FirstScreenQuery {
  queryKey: QueryKey;
}

/**
 * The calls a page draws on its first screen, built from its feature's query-option factories (so the keys are the
 * ones the page's components use). Its route's loader asks them (app/routes.tsx): a server waits for them all before
 * it draws the page once, the browser starts them as the navigation starts. Calls the page makes only after a choice
 * of the visitor (a date, a page of results) are not among them.
 */
export type FirstScreenQueries = (address: PageAddress) => FirstScreenQuery[];
