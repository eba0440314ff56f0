import { useMutation } from '@tanstack/react-query';
import { callData } from '../api/client';
import { getCurrencyId, getLanguage, type Language, setCurrencyId, setLanguage } from './preferences';
import { getToken } from './session';

export interface PreferenceChange {
  language: Language;
  currencyId: number;
}

/**
 * Saves the language and currency (spec §4): to the member profile when logged in (member.update, one call
 * per setting as the spec lists them), then locally; a new currency reloads the page. A refused save changes
 * nothing and reaches the person through the error policy; `onSaved` runs only after a real success.
 */
export function useSavePreferences(onSaved?: () => void) {
  return useMutation({
    mutationKey: ['member.update', 'preferences'],
    mutationFn: async ({ language, currencyId }: PreferenceChange) => {
      const languageChanged = language !== getLanguage();
      const currencyChanged = currencyId !== getCurrencyId();
      if (getToken()) {
        if (languageChanged) await callData('member.update', { language });
        if (currencyChanged) await callData('member.update', { currencyId });
      }
      return { languageChanged, currencyChanged };
    },
    onSuccess: ({ languageChanged, currencyChanged }, { language, currencyId }) => {
      if (languageChanged) setLanguage(language);
      onSaved?.();
      if (currencyChanged) setCurrencyId(currencyId);
    },
  });
}
