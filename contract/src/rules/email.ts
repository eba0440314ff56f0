import { z } from 'zod';
import { messages } from './messages.js';

/** The "standard email pattern" of spec §5. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** Email of the dialogs and sign-up (checked on blur): required, then pattern. */
export const emailRule = z
  .string()
  .trim()
  .min(1, messages.emailRequired)
  .refine((v) => v === '' || isEmail(v), messages.emailFormat);

/** The login page says the required message in other words. */
export const loginPageEmailRule = z
  .string()
  .trim()
  .min(1, messages.emailRequiredLoginPage)
  .refine((v) => v === '' || isEmail(v), messages.emailFormat);

export const passwordRule = z.string().min(1, messages.passwordRequired);
