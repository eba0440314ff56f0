import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCurrencyId, getLanguage, type Language, setCurrencyId, setLanguage } from '../lib/preferences';
import { getToken } from '../lib/session';
import { callData } from './client';
import { invalidateMember } from './member';

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
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['member.update', 'preferences'],
    mutationFn: async ({ language, currencyId }: PreferenceChange) => {
      const languageChanged = language !== getLanguage();
      const currencyChanged = currencyId !== getCurrencyId();
      if (getToken()) {
        if (languageChanged) await callData('member.update', { language });
        if (currencyChanged) await callData('member.update', { currency: currencyId });
      }
      return { languageChanged, currencyChanged };
    },
    onSuccess: ({ languageChanged, currencyChanged }, { language, currencyId }) => {
      if (languageChanged) setLanguage(language);
      // The profile now holds the new language; a cached member.info would show the old one.
      if (getToken() && languageChanged) void invalidateMember(queryClient);
      onSaved?.();
      if (currencyChanged) setCurrencyId(currencyId);
    },
  });
}
