import { z } from 'zod';
import { emailRule, loginPageEmailRule, passwordRule } from './email.js';
import { messages } from './messages.js';

export const loginPageSchema = z.object({
  email: loginPageEmailRule,
  password: passwordRule,
  agreement: z.boolean().refine((v) => v, messages.agreementRequired),
});

export const loginDialogSchema = z.object({ email: emailRule, password: passwordRule });

/** 'Log in or sign up': email only. */
export const emailOnlySchema = z.object({ email: emailRule });

/** 'Create an account' dialog: the full name is one field. */
export const signUpDialogSchema = z.object({
  email: emailRule,
  fullName: z.string().trim().min(1, messages.signUpFullNameRequired),
  password: passwordRule,
});

/** Register page: code, region and the opt-in are not validated (spec §5). */
export const registerPageSchema = z.object({
  email: emailRule,
  code: z.string(),
  name: z.string().trim().min(1, messages.registerNameRequired),
  surname: z.string().trim().min(1, messages.registerNameRequired),
  password: passwordRule,
  areaId: z.string(),
  flagEmail: z.boolean(),
});
