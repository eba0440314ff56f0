import { useEffect, useState } from 'react';

/** An email field of the shop: type=email, or one named or autocompleted as an email. */
const isEmailField = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && (target.type === 'email' || /email/i.test(target.name) || /email/i.test(target.autocomplete ?? ''));

/** The last filled email field of the page, for what was typed before the toolbar listened (or filled by the browser). */
function emailInPage(): string {
  const filled = [...document.querySelectorAll('input')].filter(isEmailField).map((field) => field.value.trim());
  return filled.filter((value) => value !== '').at(-1) ?? '';
}

/**
 * The last non-empty value typed into any email field of the page. A capture listener on document: the shop's
 * forms are React components the toolbar cannot reach, and capture sees the event even if a form stops it.
 * Each time the toolbar opens it also reads the fields themselves: the toolbar loads after the shop, so a
 * quick typist (or the browser's autofill, which sends no input event) may have filled one before it listened.
 */
export function useTypedEmail(open: boolean): string {
  const [email, setEmail] = useState('');
  useEffect(() => {
    const onInput = (event: Event) => {
      if (!isEmailField(event.target)) return;
      const value = event.target.value.trim();
      if (value !== '') setEmail(value);
    };
    document.addEventListener('input', onInput, true);
    return () => document.removeEventListener('input', onInput, true);
  }, []);
  useEffect(() => {
    if (!open) return;
    const filled = emailInPage();
    if (filled !== '') setEmail(filled);
  }, [open]);
  return email;
}
