import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
 * from the address bar opens for someone else as this visitor sees it.
 */
export function useAddressFollowsLanguage(): void {
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const search = searchInLanguage(location.search, language);
    if (search === null) return;
    navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: location.state, preventScrollReset: true },
    );
  }, [language, location, navigate]);
}
