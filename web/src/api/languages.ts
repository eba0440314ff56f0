import { useQuery } from '@tanstack/react-query';
import { byLanguage, useLanguage } from '../lib/preferences';
import { callQueryOptions } from './query';

/**
 * The guide languages (tour list filter). Sent without spec §7's `isSetting=true` on purpose: the mock reads
 * it as "only the languages offered as settings", which would leave the filter two languages
 * (docs/backend-questions.md asks what it selects).
 */
export const languageListOptions = () => callQueryOptions('language.check', {});

const CHINESE = /[\u3400-\u9fff]/;

/**
 * Guide languages' names in the visitor's language. The backend writes each in one language only (an order item's
 * `chineseLanguageName`, a quote's English `languageName`); the language list has both, so a name is looked up by
 * either and shown as the visitor reads, or as written while the list loads or when it does not know the name. The
 * list is asked only when a name of `written` is in the other language's script.
 */
export function useGuideLanguageName(written: readonly string[]): (name: string) => string {
  const language = useLanguage();
  const foreign = written.some((name) => CHINESE.test(name) !== (language === 'zh'));
  const { data } = useQuery({ ...languageListOptions(), enabled: foreign });
  return (name) => {
    const known = data?.list.find((entry) => entry.name === name || entry.chineseName === name);
    return known ? byLanguage(language, known.name, known.chineseName) : name;
  };
}
