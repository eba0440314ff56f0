import { useContext } from 'react';
import { LanguageContext } from './language';
import { en, type Messages } from './messages';
import { zh } from './messages-zh';

/** The toolbar's strings in the language its host provides (LanguageContext). */
export function useMessages(): Messages {
  return useContext(LanguageContext) === 'zh' ? zh : en;
}
