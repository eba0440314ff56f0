import { z } from 'zod';
import { messages } from './messages.js';

/** The length a new password must have: 8 at least, and the 128 the register call has always bounded it to. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A letter before a digit or a digit before a letter, anywhere in the text: one pattern rather than two, so the OpenAPI
 * document carries the whole rule in its one `pattern` and a client generating from it sends passwords the mock takes.
 */
const LETTER_AND_DIGIT = /[A-Za-z][\s\S]*[0-9]|[0-9][\s\S]*[A-Za-z]/;

/**
 * The password an account is created with (register page, sign-up dialog, checkout's generated one, and the register
 * call itself): 8 to 128 characters with at least one letter and one digit (docs/adr/0058-a-password-rule-for-new-accounts.md).
 * Logging in keeps `passwordRule` (required only): accounts made before this rule must still log in.
 */
export const newPasswordRule = z
  .string()
  .min(1, messages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, messages.passwordTooWeak)
  .max(PASSWORD_MAX_LENGTH, messages.passwordTooWeak)
  .regex(LETTER_AND_DIGIT, messages.passwordTooWeak);

/** A chosen country or region (its id as the select holds it, '' when none is chosen). */
export const countryChoiceRule = z.string().min(1, messages.countryRequired);
