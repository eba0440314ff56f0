import { z } from 'zod';
import { emailRule, loginPageEmailRule, passwordRule } from './email.js';
import { messages } from './messages.js';
import { countryChoiceRule, newPasswordRule } from './password.js';

export const loginPageSchema = z.object({
  email: loginPageEmailRule,
  password: passwordRule,
  agreement: z.boolean().refine((v) => v, messages.agreementRequired),
});

export const loginDialogSchema = z.object({ email: emailRule, password: passwordRule });

/** 'Log in or sign up': email only. */
export const emailOnlySchema = z.object({ email: emailRule });

/**
 * 'Create an account' dialog: the full name is one field. The password follows the new-account rule and the region is
 * required, as the register call refuses both otherwise (docs/adr/0058-a-password-rule-for-new-accounts.md).
 */
export const signUpDialogSchema = z.object({
  email: emailRule,
  fullName: z.string().trim().min(1, messages.signUpFullNameRequired),
  password: newPasswordRule,
  areaId: countryChoiceRule,
});

/**
 * Register page: code and the opt-in are not validated (spec §5); the password follows the new-account rule and the
 * region is required, the register call's own rules, so neither reaches the server to be refused there (ADR 0058).
 */
export const registerPageSchema = z.object({
  email: emailRule,
  code: z.string(),
  name: z.string().trim().min(1, messages.registerNameRequired),
  surname: z.string().trim().min(1, messages.registerNameRequired),
  password: newPasswordRule,
  areaId: countryChoiceRule,
  flagEmail: z.boolean(),
});
