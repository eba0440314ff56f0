import { z } from 'zod';
import { defineCalls } from '../define-call.js';
import { tokenSchema } from '../entities/member.js';
import { fieldProblems } from '../field-problems.js';
import { id, optionalBool, text } from '../fields.js';
import { messages } from '../rules/messages.js';
import { newPasswordRule } from '../rules/password.js';
import { unreadData } from '../unread-data.js';

const email = () => z.email(fieldProblems.email).max(254);

export const verifyCalls = defineCalls({
  'verify.register': {
    auth: 'none',
    summary: 'Create an account with an emailed verification code; returns a token.',
    request: z.object({
      name: text(100).min(1, 'is required'),
      surname: text(100).min(1, 'is required'),
      username: email(),
      // The web's own rules for a new account (rules/password.ts): a weak password or no region is refused here too.
      password: newPasswordRule,
      areaId: id(messages.countryRequired),
      code: z.string().regex(/^\d{6}$/, fieldProblems.emailCode),
      flagEmail: optionalBool(),
    }),
    data: tokenSchema,
  },
  'verify.login': {
    auth: 'none',
    summary: 'Log in with email and password; returns a token.',
    request: z.object({ username: email(), password: text(128).min(1, 'is required') }),
    data: tokenSchema,
  },
  'verify.sendCode': {
    method: 'GET',
    auth: 'none',
    summary: 'Email a 6-digit verification code (register, checkout).',
    request: z.object({ account: email() }),
    data: unreadData(),
  },
});
