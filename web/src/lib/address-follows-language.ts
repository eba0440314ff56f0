import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { type Language, useLanguage } from './preferences';
import { LANGUAGE_PARAM, languageOfAddress } from './site-address';

/**
 * The query of an address that names `language` as a page's address does (site-address.ts: Chinese adds `lang=zh`,
 * English names none), every other parameter kept; null when `search` already does.
 */
export function searchInLanguage(search: string, language: Language): string | null {
  const query = new URLSearchParams(search);
  const names = query.getAll(LANGUAGE_PARAM);
  const named = names.length === 1 ? languageOfAddress(query) : null;
  if (language === 'zh' ? named === 'zh' : names.length === 0) return null;
  query.delete(LANGUAGE_PARAM);
  if (language === 'zh') query.set(LANGUAGE_PARAM, 'zh');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Keeps the address in the language the page is shown in: after a switch of language, a chosen language that wins over
 * a link's, or a link of the shop's own (they name no language), the address is replaced in place, so a link copied
 * from the address bar opens for someone else as this visitor sees it. Only the address bar changes
 * (`history.replaceState`, React Router's own entry state kept): the router's location is left as it is, since a
 * router navigation would run the page's loaders again and take over every part of a drawn page still waiting to be
 * reached (hydrate-when-seen.tsx) while the visitor's first tap may be on its way.
 */
export function useAddressFollowsLanguage(): void {
  const language = useLanguage();
  const navigation = useLocation().key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation writes an address without the language, so the check runs again after it.
  useEffect(() => {
    // The address bar's own query: the router's location still has the link's when this replaced it before.
    const search = searchInLanguage(window.location.search, language);
    if (search === null) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  }, [language, navigation]);
}
